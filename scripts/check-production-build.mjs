// The production build of the app contains no mock backend: no MSW code, no worker file, no fixtures.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import { build } from 'vite';
import { newerSyntax } from './syntaxFloor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = path.join(root, 'apps/webview');
const outDir = path.join(app, 'dist');
const APP_CHUNKS = path.join(root, 'node_modules/.cache/loan-h5-build/app-chunks.json');
const built = await build({
  root: app,
  configFile: path.join(app, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
});
// The chunk graph, for the size budgets (scripts/size.mjs --app-build): measured on this very build
// instead of building the app a second time.
const chunks = (Array.isArray(built) ? built[0] : built).output.filter((o) => o.type === 'chunk');
mkdirSync(path.dirname(APP_CHUNKS), { recursive: true });
writeFileSync(
  APP_CHUNKS,
  JSON.stringify(
    chunks.map((c) => ({
      fileName: c.fileName,
      // Without the source map line the build adds: what the borrower downloads is measured, as before.
      code: c.code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'),
      imports: c.imports,
      isEntry: c.isEntry,
      facadeModuleId: c.facadeModuleId,
      modules: Object.fromEntries(Object.entries(c.modules).map(([m, info]) => [m, info.renderedLength])),
    })),
  ),
);

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else files.push(full);
  }
};
walk(outDir);

// Strings only MSW or our mock backend contain.
const markers = [
  'mockServiceWorker',
  'msw/browser',
  '[MSW]',
  'setupWorker',
  '@loan-h5/api/mocks',
  'startMockWorker',
];
const problems = [];
for (const file of files) {
  const rel = path.relative(outDir, file);
  if (/mockServiceWorker\.js$|^mock-assets/.test(rel)) problems.push(`${rel} is shipped`);
  if (!/\.(js|html|css)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const m of markers) if (text.includes(m)) problems.push(`${rel} contains "${m}"`);
  // The endpoints' contract metadata (apps/webview/dropContractMetadata.ts) is for the contract, not phones.
  if (/\breplyFromSpec\b/.test(text)) problems.push(`${rel} contains the backend contract's "replyFromSpec"`);
}
// The app's own styled runtime (apps/webview/src/styled, aliased in vite.config.ts), not styled-components or
// stylis: 10 KB gzip of every first load.
for (const chunk of chunks) {
  const bundled = Object.keys(chunk.modules).find((m) =>
    /node_modules\/(styled-components|stylis)\//.test(m),
  );
  if (bundled)
    problems.push(`${chunk.fileName} bundles ${bundled.slice(bundled.lastIndexOf('node_modules/'))}`);
}
// Each chunk's first line is V8's compile hint (COMPILE_ALL_ON_LOAD in apps/webview/vite.config.ts): added
// after minification, which drops comments, and before the content hash, so a changed hint is a new file.
for (const chunk of chunks)
  if (!chunk.code.startsWith('//# allFunctionsCalledOnLoad\n'))
    problems.push(`${chunk.fileName} does not start with V8's compile hint (//# allFunctionsCalledOnLoad)`);
// The opened page's files start with the entry (apps/webview/preloadFirstPage.ts), and each exists.
const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
const preload = html.match(/var f=(\{.*?\}),x=location\.pathname/);
if (!preload) problems.push('index.html does not preload the first page');
else {
  const firstPage = JSON.parse(preload[1]);
  const confirm = firstPage['/loanConfirm']?.en ?? [];
  // Its copy: core and the loan pages' part in one file (apps/webview/firstPageCopy.ts).
  const confirmCopy = firstPage['/loanConfirm copy']?.en ?? [];
  if (
    !confirm.some((f) => /LoanConfirmPage-/.test(f)) ||
    !/^\/assets\/core_loan\.en-/.test(confirmCopy.join())
  )
    problems.push(
      'index.html does not preload /loanConfirm with its page and its copy (core and loan, one file)',
    );
  for (const [route, byLang] of Object.entries(firstPage))
    for (const file of Object.values(byLang).flat())
      if (!existsSync(path.join(outDir, file)))
        problems.push(`${route} preloads ${file}, which is not built`);
}
// The start-up script (apps/webview/inlineStartUpScript.ts) comes after config.js and, run as a phone would
// run it, sends the opened page's first reads to the configured API and leaves them for the entry: on
// /loanDetails its read; on /that its code (an intent asked on open) with an Idempotency-Key, even where the
// webview blocks storage (no localStorage here: the default method). Before that it watches the entry: a
// failed download of it (an error caught on the way down) or its failure to start gets a message, not a blank page.
const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
const startUp = inline.find(([, code]) => code.includes('__loanH5SentAhead'));
if (!startUp) problems.push("index.html has no start-up script (the first reads' early send)");
else {
  if (startUp.index < html.indexOf('<script src="/config.js">'))
    problems.push("index.html's start-up script runs before config.js (it needs the API's address)");
  const runAt = (pathname, search) => {
    const sent = [];
    const watched = [];
    const win = {
      addEventListener: (type, _listener, capture) => watched.push(capture ? `${type} (capture)` : type),
      location: { pathname, search },
      sessionStorage: { getItem: () => null },
      fetch: (target, init) => {
        const key = init.headers['Idempotency-Key'];
        sent.push(`${init.method} ${target} ${init.body}${key ? ' (keyed)' : ''}`);
        return Promise.resolve();
      },
      __LOAN_H5_CONFIG__: { apiOrigin: 'https://api.example' },
    };
    const context = vm.createContext({ URLSearchParams, Promise, Blob, FormData, window: win });
    vm.runInContext(startUp[1], context);
    if (watched.join() !== 'error (capture),loan-h5:failed-to-start')
      problems.push(`index.html's start-up script watches [${watched}], not the entry's download and start`);
    return Array.isArray(win.__loanH5SentAhead) ? sent.join() : 'nothing left for the entry';
  };
  const expected = [
    [
      '/loanDetails',
      '?lang=1&orderId=9&tok=t',
      'POST https://api.example/gateway/v3/loan-details/loan-details?tok=t orderId=9',
    ],
    [
      '/that',
      '?lang=1&orderId=9&amount=1500&tok=t',
      'POST https://api.example/gateway/v3/repay/generate-vcode?tok=t orderId=9&amount=1500&pay_type=2&payCode=ALFAMART&is_default=1&is_display=0 (keyed)',
    ],
  ];
  for (const [pathname, search, want] of expected) {
    const sent = runAt(pathname, search);
    if (sent !== want)
      problems.push(`index.html's start-up script on ${pathname} sent [${sent}], not [${want}]`);
  }
}
// Before it, the notice for a webview too old to run the app (apps/webview/src/boot/outdatedBrowserNotice.js):
// after the root it draws into, and in ES5, or the webviews it is for cannot parse it either.
const notice = inline.find(([, code]) => code.includes('Update needed to open this page'));
if (!notice) problems.push('index.html has no notice for a webview too old to run the app');
else {
  if (notice.index < html.indexOf('<div id="root">') || (startUp && notice.index > startUp.index))
    problems.push("index.html's notice for an old webview is not between the root and the start-up script");
  try {
    parse(notice[1], { ecmaVersion: 5, sourceType: 'script' });
  } catch (error) {
    problems.push(`index.html's notice for an old webview is not ES5: ${error.message}`);
  }
}
for (const needed of ['index.html', 'config.js', 'robots.txt']) {
  if (!existsSync(path.join(outDir, needed))) problems.push(`${needed} is missing`);
}

// Every script the oldest supported webview runs (Chrome 84, iOS Safari 14.5) must parse there: the app's
// chunks, config.js and index.html's inline script, and the published libraries' builds when present.
const syntaxChecked = [];
const checkSyntax = (label, code, sourceType) => {
  syntaxChecked.push(label);
  try {
    for (const f of newerSyntax(code, { sourceType }))
      problems.push(
        `${label}:${f.line} uses ${f.description}, which the oldest supported webviews cannot parse`,
      );
  } catch (error) {
    problems.push(`${label} does not parse: ${error.message}`);
  }
};
for (const file of files.filter((f) => f.endsWith('.js'))) {
  const rel = path.relative(outDir, file);
  checkSyntax(rel, readFileSync(file, 'utf8'), rel === 'config.js' ? 'script' : 'module');
}
for (const [, code] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
  checkSyntax('index.html inline script', code, 'script');
const libraryFiles = [];
for (const lib of ['packages/screens/dist', 'packages/api/dist']) {
  const dir = path.join(root, lib);
  if (!existsSync(dir)) continue;
  const before = files.length;
  walk(dir);
  libraryFiles.push(...files.splice(before));
}
for (const file of libraryFiles.filter((f) => /\.(js|cjs)$/.test(f)))
  checkSyntax(
    path.relative(root, file),
    readFileSync(file, 'utf8'),
    file.endsWith('.cjs') ? 'script' : 'module',
  );
if (problems.length) {
  console.error(`production build check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `production build: ${files.length} files, no mock backend and no contract metadata in them; config.js served for the runtime API origin; each page's files preloaded and its first reads sent from index.html; ${syntaxChecked.length} scripts (app and libraries) parse on Chrome 84 / iOS Safari 14.5`,
);
