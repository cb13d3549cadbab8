// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'acorn';
import source from './outdatedBrowserNotice.js?raw';
import { loadFailureColours } from './loadFailure';

const androidPhone =
  'Mozilla/5.0 (Linux; Android 9; Redmi 6A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0';

// A webview too old for the app's entry (no module scripts, or syntax below the floor) used to leave the
// borrower a blank page for good; index.html's first script tells them what to update instead.
describe('a webview too old to run the app', () => {
  let controller: AbortController;
  const alert = () => document.querySelector('[role=alert]');

  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    document.title = 'Loan H5';
    document.documentElement.lang = 'en';
    controller = new AbortController();
  });
  afterEach(() => controller.abort());

  /** Runs the script as index.html does, in a window of the given webview. */
  const open = (search: string, { userAgent = androidPhone, modules = true } = {}) =>
    new Function('window', source)({
      document,
      location: { protocol: 'https:', host: 'h5.example', search },
      navigator: { userAgent },
      HTMLScriptElement: modules ? { prototype: { noModule: false } } : { prototype: {} },
      addEventListener: (type: string, listener: EventListener) =>
        window.addEventListener(type, listener, { signal: controller.signal }),
    });
  const failToParse = (filename: string, error: Error = new SyntaxError("Unexpected token '?'")) =>
    window.dispatchEvent(new ErrorEvent('error', { error, filename, message: `Uncaught ${error}` }));

  it('is ES5, so the oldest webviews parse it', () => {
    expect(() => parse(source, { ecmaVersion: 5, sourceType: 'script' })).not.toThrow();
  });

  it('tells an Android borrower without module scripts to update the WebView, in Indonesian by default', () => {
    open('?orderId=7', { modules: false });

    expect(alert()?.querySelector('h1')?.textContent).toBe('Perlu pembaruan untuk membuka halaman ini');
    expect(alert()?.querySelector('p')?.textContent).toBe(
      'WebView di ponsel Anda terlalu lama untuk halaman ini. Perbarui Android System WebView (atau Chrome) di Google Play, lalu buka halaman ini lagi.',
    );
    expect(document.title).toBe('Perlu pembaruan untuk membuka halaman ini');
    expect(document.documentElement.lang).toBe('id');
  });

  it("tells them in English when the page's lang flag is 1", () => {
    open('?orderId=7&lang=1', { modules: false });

    expect(alert()?.querySelector('h1')?.textContent).toBe('Update needed to open this page');
    expect(alert()?.querySelector('p')?.textContent).toBe(
      "Your phone's WebView is too old for this page. Update Android System WebView (or Chrome) in Google Play, then open this page again.",
    );
    expect(document.documentElement.lang).toBe('en');
  });

  it('draws nothing while the webview runs modules, and tells them once the entry does not parse', () => {
    open('?lang=1');
    expect(alert()).toBeNull();

    failToParse('https://h5.example/assets/index-Cu1.js');
    expect(alert()?.querySelector('h1')?.textContent).toBe('Update needed to open this page');
  });

  it.each([
    [
      'iOS on an iPhone',
      iPhone,
      '?lang=2',
      'Versi iOS di iPhone Anda terlalu lama untuk halaman ini. Perbarui di Pengaturan\u00a0> Umum\u00a0> Pembaruan Perangkat Lunak, lalu buka halaman ini lagi.',
    ],
    [
      'the browser elsewhere',
      desktop,
      '?lang=1',
      'This browser is too old for this page. Update it, or open the page in a newer browser.',
    ],
  ])('names the update where the borrower makes it: %s', (_, userAgent, search, sentence) => {
    open(search, { userAgent });
    failToParse('https://h5.example/assets/shared-kit-9x.js');
    expect(alert()?.querySelector('p')?.textContent).toBe(sentence);
  });

  it('is not about other failures: a runtime error, config.js, another origin, an app already shown', () => {
    open('?lang=1');
    failToParse('https://h5.example/assets/index-Cu1.js', new TypeError('x.at is not a function'));
    failToParse('https://h5.example/config.js');
    failToParse('https://cdn.other.example/assets/index-Cu1.js');
    failToParse('https://h5.example/loanDetails?lang=1');
    expect(alert()).toBeNull();

    document.getElementById('root')!.innerHTML = '<main><h1>Loan details</h1></main>';
    failToParse('https://h5.example/assets/LoanDetailsPage-3f.js');
    expect(alert()).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('Loan details');
  });

  it('looks like the start-up message: its colours are the theme tokens that one copies', () => {
    open('?lang=1', { modules: false });
    const probe = document.createElement('p');
    const colour = (value: string) => ((probe.style.color = value), probe.style.color);
    const box = alert() as HTMLElement;

    expect(box.style.color).toBe(colour(loadFailureColours.text));
    expect(box.style.background).toBe(colour(loadFailureColours.page));
    expect(box.querySelector('p')!.style.color).toBe(colour(loadFailureColours['text-muted']));
    expect(document.body.style.margin).toBe('0px');
  });
});
