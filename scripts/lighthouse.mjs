// `npm run lighthouse`: a benchmark, not a test. Builds the PRODUCTION app (no mocks inside), serves it with
// the mock backend answering the API from Node (the same handlers and store as Storybook and the demo app),
// and runs Lighthouse's mobile preset (slow 4G, 4x CPU slowdown) on every mounted route, one run at a time
// (2 cores), over HTTP/1.1 and over HTTP/2 + TLS. Prints the median of the runs per route: the scores (SEO
// too: the public site is found through search), the longest main-thread task (Lighthouse's, simulated from
// an unthrottled load, and the longest traced in a browser throttled to 4x: tracedTasks.mjs; the page's own apart
// from the navigation's commit, the browser's task before it) and the script requests.
// Last, the machine: an empty page's longest traced task (the floor under every route's, traced after each
// route) and Lighthouse's benchmark index, so that a day's figures can be read against the day's machine.
// Options: --runs N (default 3), --route /path (repeatable), --http1 or --http2 (one protocol only),
// --http1-tls (HTTP/1.1 over TLS instead: a borrower's HTTPS path without h2, which gets brotli),
// --against REF (repeatable: also builds REF, e.g. main or a commit, in a git worktree and measures every
// build, run by run, interleaved: on a shared machine an absolute figure moves from day to day, a ratio in one run does
// not), --save DIR (each run's full report as JSON, for its long tasks and LCP phases; the traced load's
// long tasks in it as `loanH5Traced`), --serve (build and serve as a run would, print the addresses and keep
// serving: for a trace by hand; no Lighthouse run).
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { getResponse } from 'msw';
import { build, createServer as createViteServer } from 'vite';
import { buildRef } from './buildRef.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { median } from './median.mjs';
import { describeMachine, EMPTY_PAGE_HTML, EMPTY_PAGE_PATH, tracedLongTasks } from './tracedTasks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = path.join(root, 'apps/webview');
const cache = path.join(root, 'node_modules/.cache/loan-h5-lighthouse');
const outDir = path.join(cache, 'dist');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const chosen = args.flatMap((a, i) => (a === '--route' ? [args[i + 1]] : []));
const saveDir = args.includes('--save') ? path.resolve(args[args.indexOf('--save') + 1]) : null;
if (saveDir) mkdirSync(saveDir, { recursive: true });
const protocols = args.includes('--http1-tls')
  ? ['HTTP/1.1 + TLS']
  : args.includes('--http1')
    ? ['HTTP/1.1']
    : args.includes('--http2')
      ? ['HTTP/2']
      : ['HTTP/1.1', 'HTTP/2'];
const against = args.flatMap((a, i) => (a === '--against' ? [args[i + 1]] : []));
/**
 * One address for every page: each reads the params it needs and ignores the rest. With the device and
 * session params the native app opens every page with (spec: common request parameters), as a borrower's
 * first open has them: without a token the page reads its stored session first, as only a reload does.
 */
const SAMPLE_QUERY =
  '?lang=1&productId=1&orderId=1&amount=1500&refno=DP-2026-0001&problemId=1' +
  '&dId=sample-device&aMar=google&aVer=1.0.0&tok=sample-token&aTp=1&dNa=sample-phone&oVer=13&gid=1&pf=1';

const chromePath = findChromium();
if (!chromePath) {
  console.error('lighthouse: no Chromium; install it with `apt-get install -y chromium` or set CHROME_PATH.');
  process.exit(1);
}

// 1. The production build, as it ships (and REF's, built with its own config and packages in a worktree).
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
await build({
  root: app,
  configFile: path.join(app, 'vite.config.ts'),
  logLevel: 'warn',
  mode: 'production',
  build: { outDir, emptyOutDir: true, sourcemap: false },
});
const builds = [
  ...against.map((ref) => buildRef(root, ref)),
  { name: against.length ? 'this' : '', dir: outDir },
];

// 2. The mock backend in Node, loaded from source through Vite (the `source` export condition).
const vite = await createViteServer({
  root,
  configFile: false,
  logLevel: 'silent',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
});
const { createMockStore, mockHandlers } = await vite.ssrLoadModule('@loan-h5/api/mocks');
// Every mounted route of the route table (each path once; a hash flow opens at its first page).
const { routeTable } = await vite.ssrLoadModule('/apps/webview/src/routes/routeTable.ts');
const mounted = [...new Set(routeTable.filter((r) => r.page).map((r) => r.path))];
const routes = (chosen.length ? chosen : mounted).map((p) => (p.includes('?') ? p : `${p}${SAMPLE_QUERY}`));
// The sample address is India's (lang=1): the mock answers in its market, as the demo app's does for the page's
// language (its labels in English, amounts in rupees), not in Indonesia's.
const handlers = mockHandlers({ generalBase: '/gateway', store: createMockStore({ market: 'IN' }) });

const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml' };
const TYPES_PNG = { '.png': 'image/png', '.txt': 'text/plain', '.json': 'application/json' };
const typeOf = (file) => ({ ...TYPES, ...TYPES_PNG })[path.extname(file)] ?? 'application/octet-stream';
const fileIn = (dir, pathname) => {
  const file = path.join(dir, pathname);
  return file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : null;
};

/**
 * Served over HTTP/2 with TLS, as the deployment's TLS front serves the app (and as Lighthouse's network
 * model then assumes: one multiplexed connection, not six HTTP/1.1 ones); `--http1` serves plain HTTP/1.1.
 * The certificate is a throwaway self-signed one (openssl), trusted only by this run's Chromium.
 */
function tlsCertificate() {
  const dir = path.join(tmpdir(), `loan-h5-lighthouse-tls-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}
/** A handler serving one build: the mock API, the built files, else the app's index.html. */
const handlerFor = (dir) => async (req, res) => {
  // The scheme the page was asked over: the mock backend makes absolute image addresses from it, and an
  // http one on the HTTP/2 + TLS page is mixed content (Lighthouse's best practices 75 on /payway).
  const scheme = req.socket.encrypted ? 'https' : 'http';
  const url = new URL(req.url, `${scheme}://${req.headers.host ?? req.headers[':authority']}`);
  if (url.pathname === EMPTY_PAGE_PATH) {
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-cache' });
    return res.end(EMPTY_PAGE_HTML);
  }
  const body = ['GET', 'HEAD'].includes(req.method) ? undefined : Readable.toWeb(req);
  // HTTP/2's pseudo-headers (`:path`, …) are not request headers.
  const headers = Object.entries(req.headers).filter(([name]) => !name.startsWith(':'));
  const request = new Request(url, { method: req.method, headers, body, duplex: 'half' });
  const mocked = await getResponse(handlers, request);
  if (mocked) {
    const headers = Object.fromEntries(mocked.headers);
    delete headers.connection; // not allowed in HTTP/2
    res.writeHead(mocked.status, headers);
    return res.end(Buffer.from(await mocked.arrayBuffer()));
  }
  // The built files (long-cached, like a CDN would), the mock images, else the app's index.html.
  const file =
    fileIn(dir, url.pathname) ??
    fileIn(path.join(app, 'public'), url.pathname) ??
    path.join(dir, 'index.html');
  const hashed = url.pathname.startsWith('/assets/');
  // Compressed as deploy/nginx.conf serves it: the build's own .br where the browser asks for brotli (over
  // HTTPS, and from localhost: plain HTTP/1.1 here gets it too), else its .gz, else gzip on the fly (config.js); the size budget counts gzip.
  const accepts = req.headers['accept-encoding'] ?? '';
  const text = /^text\/|javascript|json|svg/.test(typeOf(file));
  const encoding = !text
    ? null
    : /\bbr\b/.test(accepts) && existsSync(`${file}.br`)
      ? 'br'
      : /\bgzip\b/.test(accepts)
        ? 'gzip'
        : null;
  res.writeHead(200, {
    'content-type': typeOf(file),
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(text ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (encoding === 'br') return createReadStream(`${file}.br`).pipe(res);
  if (encoding === 'gzip' && existsSync(`${file}.gz`)) return createReadStream(`${file}.gz`).pipe(res);
  const stream = createReadStream(file);
  (encoding === 'gzip' ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(res);
};
/** The protocols served over TLS (the deployment's front): Chromium asks them for brotli. */
const overTls = (protocol) => protocol !== 'HTTP/1.1';
const certificate = protocols.some(overTls) ? tlsCertificate() : null;
/** Each build over each protocol on its own port. */
const servers = [];
for (const b of builds) {
  for (const protocol of protocols) {
    const server =
      protocol === 'HTTP/2'
        ? createSecureServer({ ...certificate, allowHTTP1: true }, handlerFor(b.dir))
        : protocol === 'HTTP/1.1 + TLS'
          ? createHttpsServer(certificate, handlerFor(b.dir))
          : createHttpServer(handlerFor(b.dir));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const scheme = overTls(protocol) ? 'https' : 'http';
    servers.push({ build: b, protocol, server, origin: `${scheme}://127.0.0.1:${server.address().port}` });
  }
}
if (args.includes('--serve')) {
  for (const s of servers) console.log(`${s.build.name || 'this'} over ${s.protocol}: ${s.origin}`);
  await new Promise(() => {}); // until interrupted
}

// 3. Lighthouse, one run at a time; the builds and protocols take turns within each run of a route.
// One set of flags for Lighthouse's Chromium and the traced ones, so both load the pages alike.
const tracedFlags = [...CHROMIUM_ARGS, ...(certificate ? ['--ignore-certificate-errors'] : [])];
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: tracedFlags });
const results = new Map(servers.map((s) => [s, new Map()]));
// The machine itself, measured through the run: an empty page's longest traced task after each route (the
// floor under every figure) and Lighthouse's benchmark index of each run.
const floors = [];
const benchmarkIndexes = [];
try {
  for (const route of routes) {
    for (let i = 0; i < runs; i++) {
      for (const target of servers) {
        const { lhr } = await lighthouse(`${target.origin}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const scripts = lhr.audits['resource-summary'].details.items.find((x) => x.resourceType === 'script');
        // The first load's scripts: those asked for before the page's largest paint (as observed, unthrottled),
        // not a part fetched later on purpose (a dialog's code, 1.5 s after the page opened).
        const observedLcp = lhr.audits.metrics.details.items[0]?.observedLargestContentfulPaint ?? Infinity;
        const firstLoadScripts = lhr.audits['network-requests'].details.items.filter(
          (r) => r.resourceType === 'Script' && r.networkRequestTime <= observedLcp,
        ).length;
        const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
        // The same load, run by Chromium's own 4x CPU throttle and traced (no Lighthouse, no inspector).
        const traced = await tracedLongTasks(`${target.origin}${route}`, { chromePath, flags: tracedFlags });
        if (saveDir) {
          const name = [
            route.split('?')[0].replace(/\W+/g, '_') || 'root',
            ...(against.length ? [target.build.name.replace(/\W+/g, '_')] : []),
            { 'HTTP/2': 'h2', 'HTTP/1.1 + TLS': 'h1tls' }[target.protocol] ?? 'h1',
            i + 1,
          ].join('-');
          // The traced load's long tasks beside the report: the table keeps only medians.
          writeFileSync(path.join(saveDir, `${name}.json`), JSON.stringify({ ...lhr, loanH5Traced: traced }));
        }
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        const perRoute = results.get(target);
        if (!perRoute.has(route)) perRoute.set(route, []);
        perRoute.get(route).push({
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          bestPractices: lhr.categories['best-practices'].score * 100,
          seo: lhr.categories.seo.score * 100,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          // Simulated at 4x CPU, like TBT; 0 when no task reached 50 ms.
          longest: Math.max(0, ...longTasks.map((t) => t.duration)),
          // The page's own longest task, and the navigation's commit apart (Chromium's; an empty page's too).
          tracedPage: traced.find((t) => !t.commit)?.ms ?? 0,
          tracedCommit: traced.find((t) => t.commit)?.ms ?? 0,
          requests: scripts?.requestCount ?? 0,
          firstLoadScripts,
          js: scripts?.transferSize ?? 0,
        });
      }
    }
    const empty = await tracedLongTasks(`${servers[0].origin}${EMPTY_PAGE_PATH}`, {
      chromePath,
      flags: tracedFlags,
    });
    floors.push(empty[0]?.ms ?? 0);
  }
} finally {
  await chrome.kill();
  for (const { server } of servers) server.close();
  await vite.close();
}

const head = [
  'route',
  ...(against.length ? ['build'] : []),
  'perf',
  'a11y',
  'best',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
];
// "scripts by LCP" is the first load's count, the one its budget holds (12 at most); "scripts in all" is the
// whole traced load, with what a page fetches after its paint (the site's other sections: 12-15 there).
// "page at 4x" is the longest traced task that runs the page (its scripts, parse and frames); "commit at 4x"
// the navigation's commit, the browser's task before the page (0 ms: under 50).
head.push('longest task', 'page at 4x', 'commit at 4x', 'scripts by LCP', 'scripts in all', 'JS sent');
const line = (cells, widths) =>
  cells
    .map((c, i) => (i === 0 || (against.length && i === 1) ? c.padEnd(widths[i]) : c.padStart(widths[i])))
    .join('  ');
for (const protocol of protocols) {
  const rows = [];
  for (const route of routes) {
    for (const target of servers.filter((s) => s.protocol === protocol)) {
      const list = results.get(target).get(route);
      const pick = (key) => median(list.map((r) => r[key]));
      rows.push([
        route.split('?')[0],
        ...(against.length ? [target.build.name] : []),
        pick('performance').toFixed(0),
        pick('accessibility').toFixed(0),
        pick('bestPractices').toFixed(0),
        pick('seo').toFixed(0),
        `${(pick('fcp') / 1000).toFixed(2)} s`,
        `${(pick('lcp') / 1000).toFixed(2)} s`,
        `${pick('tbt').toFixed(0)} ms`,
        pick('cls').toFixed(3),
        `${pick('longest').toFixed(0)} ms`,
        `${pick('tracedPage').toFixed(0)} ms`,
        `${pick('tracedCommit').toFixed(0)} ms`,
        pick('firstLoadScripts').toFixed(0),
        pick('requests').toFixed(0),
        `${(pick('js') / 1024).toFixed(1)} KB`,
      ]);
    }
  }
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  console.log(
    `\nLighthouse mobile (slow 4G, 4x CPU), production build over ${protocol === 'HTTP/2' ? 'HTTP/2 + TLS' : protocol}, median of ${runs} run(s):`,
  );
  console.log(line(head, widths));
  for (const row of rows) console.log(line(row, widths));
}
// A median hides the one slow load: every traced load's tasks over 150 ms (#21's bar), the page's and the commit's,
// build by build (beside --against, one build's loads are not the other's).
const overBar = (build, key) => {
  const all = servers
    .filter((s) => s.build === build)
    .flatMap((s) => [...results.get(s).values()].flat().map((r) => r[key]));
  const over = all.filter((ms) => ms > 150);
  return `${over.length} of ${all.length} loads${over.length ? ` (longest ${Math.round(Math.max(...over))} ms)` : ''}`;
};
console.log('');
for (const build of builds) {
  console.log(
    `Traced at 4x, a task over 150 ms${build.name ? ` (${build.name})` : ''}: the page's in ` +
      `${overBar(build, 'tracedPage')}; the navigation's commit in ${overBar(build, 'tracedCommit')}.`,
  );
}
console.log(
  'scripts by LCP: the first load, which `npm run size` budgets (at most 12); scripts in all: the whole load, ' +
    'with what comes after the first paint.',
);
console.log(`\n${describeMachine({ floors, benchmarkIndexes })}`);
