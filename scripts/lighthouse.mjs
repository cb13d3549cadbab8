// `npm run lighthouse`: a benchmark, not a test. Builds the PRODUCTION app (no mocks inside), serves it with
// the mock backend answering the API from Node (the same handlers and store as Storybook and the demo app),
// and runs Lighthouse's mobile preset (slow 4G, 4x CPU slowdown) on every mounted route, one run at a time
// (2 cores). Prints the median of the runs per route (SEO too: the public site is found through search). Options: --runs N (default 3), --route /path (repeatable),
// --save DIR (each run's full report as JSON, for its long tasks and LCP phases).
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
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = path.join(root, 'apps/webview');
const outDir = path.join(root, 'node_modules/.cache/loan-h5-lighthouse/dist');

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const chosen = args.flatMap((a, i) => (a === '--route' ? [args[i + 1]] : []));
const saveDir = args.includes('--save') ? path.resolve(args[args.indexOf('--save') + 1]) : null;
if (saveDir) mkdirSync(saveDir, { recursive: true });
/** One address for every page: each reads the params it needs and ignores the rest. */
const SAMPLE_QUERY = '?lang=1&productId=1&orderId=1&amount=1500&refno=DP-2026-0001&problemId=1';

const chromePath = findChromium();
if (!chromePath) {
  console.error('lighthouse: no Chromium; install it with `apt-get install -y chromium` or set CHROME_PATH.');
  process.exit(1);
}

// 1. The production build, as it ships.
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
await build({
  root: app,
  configFile: path.join(app, 'vite.config.ts'),
  logLevel: 'warn',
  mode: 'production',
  build: { outDir, emptyOutDir: true, sourcemap: false },
});

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
const { mockHandlers } = await vite.ssrLoadModule('@loan-h5/api/mocks');
// Every mounted route of the route table (each path once; a hash flow opens at its first page).
const { routeTable } = await vite.ssrLoadModule('/apps/webview/src/routes/routeTable.ts');
const mounted = [...new Set(routeTable.filter((r) => r.page).map((r) => r.path))];
const routes = chosen.length ? chosen : mounted.map((p) => `${p}${SAMPLE_QUERY}`);
const handlers = mockHandlers({ generalBase: '/gateway' });

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
const http2 = !args.includes('--http1');

const handle = async (req, res) => {
  const url = new URL(req.url, `http://${req.headers.host ?? req.headers[':authority']}`);
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
    fileIn(outDir, url.pathname) ??
    fileIn(path.join(app, 'public'), url.pathname) ??
    path.join(outDir, 'index.html');
  const hashed = url.pathname.startsWith('/assets/');
  // Compressed as any real host serves text; the size budget counts the same gzip.
  const gzip =
    /^text\/|javascript|json|svg/.test(typeOf(file)) && /gzip/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    'content-type': typeOf(file),
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(res);
};
const server = http2
  ? createSecureServer({ ...tlsCertificate(), allowHTTP1: true }, handle)
  : createHttpServer(handle);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `${http2 ? 'https' : 'http'}://127.0.0.1:${server.address().port}`;

// 3. Lighthouse, one run at a time.
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [...CHROMIUM_ARGS, ...(http2 ? ['--ignore-certificate-errors'] : [])],
});
const rows = [];
try {
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${origin}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (saveDir) {
        const name = `${route.split('?')[0].replace(/\W+/g, '_') || 'root'}-${i + 1}.json`;
        writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
      }
      const scripts = lhr.audits['resource-summary'].details.items.find((x) => x.resourceType === 'script');
      results.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        js: scripts?.transferSize ?? 0,
      });
    }
    const pick = (key) => median(results.map((r) => r[key]));
    rows.push([
      route.split('?')[0],
      pick('performance').toFixed(0),
      pick('accessibility').toFixed(0),
      pick('bestPractices').toFixed(0),
      pick('seo').toFixed(0),
      `${(pick('fcp') / 1000).toFixed(1)} s`,
      `${(pick('lcp') / 1000).toFixed(1)} s`,
      `${pick('tbt').toFixed(0)} ms`,
      pick('cls').toFixed(3),
      `${(pick('js') / 1024).toFixed(1)} KB`,
    ]);
  }
} finally {
  await chrome.kill();
  server.close();
  await vite.close();
}

const head = ['route', 'perf', 'a11y', 'best', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'JS sent'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(
  `Lighthouse mobile (slow 4G, 4x CPU), production build over ${http2 ? 'HTTP/2 + TLS' : 'HTTP/1.1'}, median of ${runs} run(s):`,
);
console.log(line(head));
for (const row of rows) console.log(line(row));
