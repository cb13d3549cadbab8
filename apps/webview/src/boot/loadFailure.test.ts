// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colorDefaults } from '@loan-h5/screens';
import { en } from '@loan-h5/screens/i18n/en';
import { id } from '@loan-h5/screens/i18n/id';
import {
  APP_FAILED_TO_START,
  loadFailureColours,
  loadFailureText,
  showLoadFailure,
  watchAppStart,
} from './loadFailure';

// Before the app has started, index.html's start-up script is all there is: should the entry not arrive,
// or not start, the borrower must get a message and a way to try again, not a blank page.
describe('a page whose app could not start', () => {
  let controller: AbortController;
  const reload = vi.fn();
  const alert = () => document.querySelector('[role=alert]');
  const { origin } = window.location;

  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div><script type="module" src="/assets/index.js"></script>';
    document.title = 'Loan H5';
    document.documentElement.lang = 'en';
    reload.mockClear();
    controller = new AbortController();
  });
  afterEach(() => {
    controller.abort();
    window.history.replaceState(null, '', '/');
  });

  // A window whose listeners go when the test ends.
  const watch = () => {
    const add = window.addEventListener.bind(window);
    const win = Object.create(window, {
      addEventListener: {
        value: (type: string, listener: EventListener, capture?: boolean) =>
          add(type, listener, { capture, signal: controller.signal }),
      },
    }) as Window;
    watchAppStart(win, reload);
  };

  it("shows a message and a retry in the page's language when the entry's file fails to download", () => {
    window.history.replaceState(null, '', '/loanDetails?lang=0&orderNo=7');
    watch();
    document.querySelector('script')!.dispatchEvent(new Event('error'));

    expect(alert()?.querySelector('h1')?.textContent).toBe('Terjadi kesalahan');
    expect(alert()?.querySelector('p')?.textContent).toBe(
      'Halaman ini tidak dapat ditampilkan. Silakan coba lagi.',
    );
    expect(document.title).toBe('Terjadi kesalahan');
    expect(document.documentElement.lang).toBe('id');
    const retry = alert()?.querySelector('button');
    expect(retry?.textContent).toBe('Coba lagi');
    retry?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows it when the entry ran but could not start (core’s copy did not arrive), in English for lang=1', () => {
    window.history.replaceState(null, '', '/repayPlan?lang=1');
    watch();
    window.dispatchEvent(new Event(APP_FAILED_TO_START));
    expect(alert()?.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(alert()?.querySelector('button')?.textContent).toBe('Try again');
  });

  it("shows it when one of the app's own files throws before anything is on screen (it arrived damaged)", () => {
    window.history.replaceState(null, '', '/loanDetails?lang=1');
    watch();
    const error = new SyntaxError('Unexpected end of input');
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: `Uncaught ${error}`,
        filename: `${origin}/assets/index-Cu1.js`,
      }),
    );
    expect(alert()?.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(alert()?.querySelector('button')?.textContent).toBe('Try again');
  });

  it('says the network is down when the phone is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValueOnce(false);
    window.history.replaceState(null, '', '/that?lang=1');
    watch();
    window.dispatchEvent(new Event(APP_FAILED_TO_START));
    expect(alert()?.querySelector('h1')?.textContent).toBe('Network error, please try again');
    expect(alert()?.querySelector('p')).toBeNull();
  });

  it('ignores other failures: an image, a non-module script, or a page the app has drawn already', () => {
    watch();
    const image = document.createElement('img');
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    const classic = document.createElement('script');
    document.body.append(classic);
    classic.dispatchEvent(new Event('error'));
    // Errors from files not the app's own: config.js (ops'), another origin's, the page's inline code.
    for (const filename of [`${origin}/config.js`, 'https://cdn.other.example/assets/a.js', `${origin}/`])
      window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x'), filename }));
    expect(alert()).toBeNull();

    document.getElementById('root')!.innerHTML = '<main><h1>Loan details</h1></main>';
    window.dispatchEvent(new Event(APP_FAILED_TO_START));
    const later = new TypeError('x is undefined');
    window.dispatchEvent(new ErrorEvent('error', { error: later, filename: `${origin}/assets/Page-3f.js` }));
    expect(alert()).toBeNull();
    expect(document.title).toBe('Loan H5');
  });

  it('is shown once, however many failures arrive', () => {
    watch();
    window.dispatchEvent(new Event(APP_FAILED_TO_START));
    document.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(document.querySelectorAll('[role=alert]')).toHaveLength(1);
  });

  it('draws into an empty root only, and is a heading, a sentence and a button', () => {
    showLoadFailure(document, 'en', true, reload);
    expect([...alert()!.children].map((el) => el.tagName)).toEqual(['H1', 'P', 'BUTTON']);
    expect(alert()?.querySelector('button')?.type).toBe('button');
  });
});

describe("the start-up message's words and colours", () => {
  it("are core's, in both languages (core's copy is what may have failed, so they are kept here)", () => {
    for (const [locale, dict] of [
      ['en', en],
      ['id', id],
    ] as const) {
      expect(loadFailureText[locale]).toEqual({
        title: dict['error.title'],
        description: dict['error.description'],
        offline: dict['error.network'],
        retry: dict['common.retry'],
      });
    }
  });

  it("are the theme's colours", () => {
    for (const [name, value] of Object.entries(loadFailureColours))
      expect(value).toBe(colorDefaults[name as keyof typeof colorDefaults]);
  });
});
