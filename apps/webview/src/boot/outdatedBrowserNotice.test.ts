// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'acorn';
import source from './outdatedBrowserNotice.js?raw';
import packageJson from '../../../../package.json';
import { loadFailureColours } from './loadFailure';

const androidPhone =
  'Mozilla/5.0 (Linux; Android 9; Redmi 6A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0';

// A webview too old for the app (no module scripts, or below the floor: syntax it cannot parse, an API
// it lacks) used to leave the borrower a blank page for good; index.html's first script tells them what
// to update.
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
  const open = (search: string, { userAgent = androidPhone, modules = true, weakRef = false } = {}) =>
    new Function('window', source)({
      document,
      // WeakRef came with the floor (Chrome 84, iOS Safari 14.5): a webview without it is below.
      WeakRef: weakRef ? WeakRef : undefined,
      location: { protocol: 'https:', host: 'h5.example', search },
      navigator: { userAgent },
      HTMLScriptElement: modules ? { prototype: { noModule: false } } : { prototype: {} },
      addEventListener: (type: string, listener: EventListener, capture?: boolean) =>
        window.addEventListener(type, listener, { capture, signal: controller.signal }),
    });
  const errorFrom = (filename: string, error: Error = new SyntaxError("Unexpected token '?'")) =>
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

  it('draws nothing while a webview below the floor runs modules, and tells them once the entry does not parse', () => {
    open('?lang=1');
    expect(alert()).toBeNull();

    errorFrom('https://h5.example/assets/index-Cu1.js');
    expect(alert()?.querySelector('h1')?.textContent).toBe('Update needed to open this page');
  });

  it('tells a webview below the floor when the app calls what it lacks (it parsed, then threw)', () => {
    open('?lang=2');
    errorFrom('https://h5.example/assets/index-Cu1.js', new TypeError('e.replaceAll is not a function'));
    expect(alert()?.querySelector('h1')?.textContent).toBe('Perlu pembaruan untuk membuka halaman ini');
  });

  it('leaves a webview at the floor or above alone: a file that does not parse there arrived damaged', () => {
    open('?lang=1', { weakRef: true });
    errorFrom('https://h5.example/assets/index-Cu1.js');
    expect(alert()).toBeNull();
  });

  it('keeps its test of the floor where package.json puts it', () => {
    expect(packageJson.browserslist).toEqual(expect.arrayContaining(['chrome >= 84', 'ios_saf >= 14.5']));
  });

  it.each([
    [
      'iOS on an iPhone',
      iPhone,
      '?lang=2',
      'Versi iOS di perangkat ini terlalu lama untuk halaman ini. Perbarui di Pengaturan\u00a0> Umum\u00a0> Pembaruan Perangkat Lunak, lalu buka halaman ini lagi.',
    ],
    [
      'the browser elsewhere',
      desktop,
      '?lang=1',
      'This browser is too old for this page. Update it, or open the page in a newer browser.',
    ],
  ])('names the update where the borrower makes it: %s', (_, userAgent, search, sentence) => {
    open(search, { userAgent });
    errorFrom('https://h5.example/assets/shared-kit-9x.js');
    expect(alert()?.querySelector('p')?.textContent).toBe(sentence);
  });

  it('is not about what is not the app: config.js, another origin, the page itself, an app already shown', () => {
    open('?lang=1');
    errorFrom('https://h5.example/config.js');
    errorFrom('https://cdn.other.example/assets/index-Cu1.js');
    errorFrom('https://h5.example/loanDetails?lang=1');
    expect(alert()).toBeNull();

    document.getElementById('root')!.innerHTML = '<main><h1>Loan details</h1></main>';
    errorFrom('https://h5.example/assets/LoanDetailsPage-3f.js');
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
