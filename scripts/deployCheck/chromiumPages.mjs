// The deploy check in Chromium: the served app's pages open with no CSP violation or page error.
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.mjs';

/**
 * Opens every mounted route and titled hash screen of `build` in both languages, and `unknown`, from nginx
 * on `port`; each page must show its title as its heading and preload what index.html names for it.
 */
export async function openPagesInChromium({ port, build, unknown, expect, problem }) {
  const { firstPage, mounted, titledHashes } = build;
  // Chromium: every mounted route in both languages, and the unknown path. Failed API calls are expected
  // (nginx serves no API); the page must still render its heading and preload its files.
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__cspViolations.push(
          `CSP: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile === location.origin + location.pathname ? 'index.html' : e.sourceFile.replace(location.origin, '')}:${e.lineNumber})`,
        ),
      );
      // What index.html's own inline script preloaded: the links there when parsing ends, before the app runs.
      window.__preloadedByHtml = [];
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const link of document.querySelectorAll('link[rel=modulepreload]'))
          window.__preloadedByHtml.push(new URL(link.href).pathname);
      });
    });
    const visits = [
      ...mounted.flatMap((p) => [
        { pathname: p, lang: 'en', query: '?lang=1' },
        { pathname: p, lang: 'id', query: '?lang=2' },
      ]),
      ...titledHashes.flatMap((r) => [
        { pathname: r.path, lang: 'en', query: '?lang=1', hash: r.hash },
        { pathname: r.path, lang: 'id', query: '?lang=2', hash: r.hash },
      ]),
      { pathname: unknown, lang: 'en', query: '?lang=1' },
    ];
    const origin = `http://127.0.0.1:${port}`;
    for (const { pathname, lang, query, hash = '' } of visits) {
      const label = `${pathname}${query}${hash} in Chromium`;
      await onWatchedPage({ context, origin, label, problem, failed: 'does not render' }, async (page) => {
        await page.goto(`${origin}${pathname}${query}${hash}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        // The router titles the tab with the route's title and the page's bar shows the same; the route
        // error screen ("Something went wrong", its chunk failed) has another heading.
        const heading = (await page.locator('h1').first().textContent({ timeout: 5000 }))?.trim();
        const title = await page.title();
        expect(label, heading && heading === title, `shows "${heading}", not its page "${title}"`);
        const preloaded = await page.evaluate(() => window.__preloadedByHtml);
        // The page's code, and its copy (core and its part in one file: apps/webview/firstPageCopy.ts).
        const expected = [
          ...((firstPage[pathname] ?? firstPage['*'])?.[lang] ?? []),
          ...((firstPage[`${pathname} copy`] ?? firstPage['* copy'])?.[lang] ?? []),
        ];
        expect(
          label,
          expected.length && expected.every((file) => preloaded.includes(file)),
          "index.html's inline script did not preload the page's files",
        );
      });
    }
    await checkAppThatCannotStart({ context, origin, expect, problem });
  } finally {
    await browser.close();
  }
}

/**
 * The entry, or core's copy, does not arrive: index.html's start-up script shows a message and a retry in
 * the page's language (apps/webview/src/boot/loadFailure.ts), allowed by the CSP; once the files come
 * through, the retry opens the page; so does an entry that arrives but does not parse. A webview too old for
 * the app (below the floor, or without module scripts) gets index.html's notice of what to update instead
 * (src/boot/outdatedBrowserNotice.js), with nothing to try again.
 */
async function checkAppThatCannotStart({ context, origin, expect, problem }) {
  const entry = /\/assets\/index-[^/]+\.js$/;
  const unreachable = (route) => route.abort('internetdisconnected');
  // What a webview below the floor makes of the entry, or any of a file cut short: syntax it cannot parse.
  const damaged = (route) => route.fulfill({ contentType: 'text/javascript', body: 'export const a = ;' });
  const cases = [
    {
      failing: 'the entry',
      files: entry,
      answer: unreachable,
      query: '?lang=2',
      heading: 'Terjadi kesalahan',
    },
    {
      failing: "core's copy",
      files: /\/assets\/core[._][^/]+\.js$/,
      answer: unreachable,
      query: '?lang=1',
      heading: 'Something went wrong',
    },
    {
      failing: 'the entry (it arrives damaged)',
      files: entry,
      answer: damaged,
      query: '?lang=1',
      heading: 'Something went wrong',
      pageError: /Unexpected token/,
    },
    {
      failing: 'the entry (the webview is below the floor)',
      files: entry,
      answer: damaged,
      // Chromium made to look older than the floor: no WeakRef (Chrome 84 brought it).
      init: () => delete window.WeakRef,
      query: '?lang=2',
      heading: 'Perlu pembaruan untuk membuka halaman ini',
      outdated: true,
      pageError: /Unexpected token/,
    },
    {
      failing: 'module scripts (the webview has none)',
      files: entry,
      answer: unreachable,
      // A webview without module scripts: nothing says it knows `nomodule`.
      init: () => delete HTMLScriptElement.prototype.noModule,
      query: '?lang=1',
      heading: 'Update needed to open this page',
      outdated: true,
    },
  ];
  for (const { failing, files, answer, init, query, heading, outdated, pageError } of cases) {
    const label = `/loanDetails${query} in Chromium, ${failing} failing`;
    const watching = { context, origin, label, problem, failed: 'shows no way on', pageError };
    await onWatchedPage(watching, async (page) => {
      if (init) await page.addInitScript(init);
      await page.route(files, answer);
      await page.goto(`${origin}/loanDetails${query}`, { waitUntil: 'load' });
      const alert = page.getByRole('alert');
      const shown = (await alert.getByRole('heading', { level: 1 }).textContent({ timeout: 5000 }))?.trim();
      expect(label, shown === heading, `shows "${shown}", not "${heading}"`);
      if (outdated) {
        // Nothing to try again: the webview has to be updated first.
        const buttons = await page.getByRole('button').count();
        expect(label, buttons === 0 && (await page.title()) === heading, 'is not only the notice');
        return;
      }
      await page.unroute(files);
      await alert.getByRole('button').click();
      await page.waitForLoadState('networkidle');
      const title = await page.title();
      const after = (await page.locator('h1').first().textContent({ timeout: 5000 }))?.trim();
      expect(label, after === title && after !== heading, `after "try again" shows "${after}", not its page`);
    });
  }
}

/**
 * Runs `visit` on a new page of `context` and reports, under `label`, what the page itself shows wrong: a CSP
 * or permissions refusal in its console, a page error (but one `pageError` matches), a CSP violation it saw,
 * or `visit` throwing (`failed`).
 */
async function onWatchedPage({ context, origin, label, problem, failed, pageError }, visit) {
  const page = await context.newPage();
  const seen = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(m.text()))
      seen.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => {
    if (!pageError?.test(e.message)) seen.push(`page error: ${e.message}`);
  });
  try {
    await visit(page);
  } catch (error) {
    seen.push(`${failed}: ${error.message.split('\n')[0]}`);
  } finally {
    seen.push(...(await page.evaluate(() => window.__cspViolations).catch(() => [])));
    for (const s of new Set(seen)) problem(label, s.replaceAll(origin, ''));
    await page.close();
  }
}
