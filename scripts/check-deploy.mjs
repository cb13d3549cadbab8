// The production build (apps/webview/dist) served as it ships: Debian's nginx with
// apps/webview/deploy/nginx.conf, copied to a temp dir with a free local port, the temp root, and the logs,
// pid and temp files there (so it runs as root or not). Checks `nginx -t`, the caching, compression and
// security headers, then opens every mounted route in Chromium: a CSP violation or a page error fails.
// `--dist DIR` / `--conf FILE` check another build or config (to see the check fail on a broken one).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { runnerImport } from 'vite';
import { chromiumLaunchOptions } from './chromium.mjs';
import { ensureNginx, freePort, get, servingConf } from './deployCheck/serving.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = path.join(root, 'apps/webview');
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? path.resolve(process.argv[i + 1]) : fallback;
};
const dist = option('--dist', path.join(app, 'dist'));
const shippedConf = option('--conf', path.join(app, 'deploy/nginx.conf'));
/** The web root nginx.conf ships with (it also holds the build's csp-script-hashes.conf). */
const SHIPPED_ROOT = '/var/www/loan-h5';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Each problem once, with every place it showed up (a header problem shows on every answer). */
const problems = new Map();
const problem = (where, message) => problems.set(message, [...(problems.get(message) ?? []), where]);
const expect = (where, ok, message) => ok || problem(where, message);
const started = Date.now();
const missingFiles = ['index.html', 'index.html.gz', 'config.js', 'csp-script-hashes.conf'].filter(
  (needed) => !existsSync(path.join(dist, needed)),
);
if (missingFiles.length) {
  console.error(
    `deploy check failed: ${dist} has no ${missingFiles.join(', ')} (build it: npm run build:app)`,
  );
  process.exit(1);
}

const nginx = ensureNginx();
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const inlineHashes = [...html.matchAll(INLINE_SCRIPT)].map(([, code]) => sha256(code));
const metaReferrer = html.match(/<meta name="referrer" content="([^"]+)"/)?.[1];
const entry = html.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/)?.[1];
const firstPage = JSON.parse(html.match(/var f=(\{.*?\}),p=f\[location\.pathname\]/)?.[1] ?? '{}');
const { routeTable } = (
  await runnerImport(path.join(app, 'src/routes/routeTable.ts'), { configFile: false, logLevel: 'silent' })
).module;
// As apps/webview/src/routes/mountedRoutes.ts: each path that has a page, once.
const mounted = [...new Set(routeTable.filter((r) => r.page).map((r) => r.path))];
const tablePaths = [...new Set(routeTable.map((r) => r.path))];
// Hash screens with a title of their own (the promotion sign-up's download and agreement): the router
// titles them by the hash, so they are opened too (`#/x`, no `:param` hashes).
const titledHashes = routeTable.filter(
  (r) =>
    r.page &&
    r.hash &&
    !r.hash.includes(':') &&
    r.title !== routeTable.find((first) => first.path === r.path && first.page)?.title,
);

const dir = mkdtempSync(path.join(os.tmpdir(), 'loan-h5-deploy-'));
// As root nginx's workers run as the config's `user` (www-data): they must be able to read the copy.
chmodSync(dir, 0o755);
const www = path.join(dir, 'www');
cpSync(dist, www, { recursive: true });
for (const sub of ['logs', 'temp']) mkdirSync(path.join(dir, sub));
const port = await freePort();
const conf = path.join(dir, 'nginx.conf');
writeFileSync(
  conf,
  servingConf(readFileSync(shippedConf, 'utf8'), { port, www, dir, shippedConf, shippedRoot: SHIPPED_ROOT }),
);
const nginxArgs = ['-p', `${dir}/`, '-e', path.join(dir, 'logs/error.log'), '-c', conf];
const errorLog = () => {
  const file = path.join(dir, 'logs/error.log');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
};

let server;
let browser;
// Never leave nginx running: not on an early exit, not when the run is interrupted.
process.on('exit', () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1));
try {
  const test = spawnSync(nginx, ['-t', ...nginxArgs, '-g', `pid ${dir}/nginx.pid;`], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr.trim()}`);
  // A warning is a mistake too (a duplicate type, a shadowed directive), except `user` in a run as non-root.
  for (const line of test.stderr.split('\n'))
    if (/\[warn\]/.test(line) && !/"user" directive makes sense only/.test(line)) problem('nginx -t', line);

  server = spawn(nginx, [...nginxArgs, '-g', `pid ${dir}/nginx.pid; daemon off;`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverStderr = '';
  server.stderr.on('data', (d) => (serverStderr += d));
  for (let ready = false, tries = 0; !ready; tries++) {
    if (server.exitCode !== null || tries > 100)
      throw new Error(`nginx did not start:\n${serverStderr}${errorLog()}`);
    ready = await get(port, '/robots.txt').then(
      () => true,
      () => new Promise((r) => setTimeout(() => r(false), 100)),
    );
  }

  // Headers. Every answer carries the security headers, errors included.
  const securityHeaders = (label, res) => {
    const csp = res.headers['content-security-policy'] ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...values]) => [name, values]),
    );
    const has = (name, value) => (directives.get(name) ?? []).includes(value);
    expect(label, csp, 'no Content-Security-Policy');
    const scriptSrc = directives.get('script-src') ?? [];
    expect(label, scriptSrc.length, 'the CSP has no script-src');
    expect(
      label,
      !scriptSrc.some((v) => /unsafe-inline|unsafe-eval|^\*$|^https?:$/.test(v)),
      `script-src allows more than the app's files: ${scriptSrc.join(' ')}`,
    );
    for (const hash of inlineHashes)
      expect(label, scriptSrc.includes(hash), `script-src lacks ${hash}, index.html's inline script`);
    expect(label, has('frame-ancestors', "'none'"), "frame-ancestors is not 'none'");
    expect(label, has('object-src', "'none'"), "object-src is not 'none'");
    expect(label, has('base-uri', "'self'"), "base-uri is not 'self'");
    expect(label, has('default-src', "'self'"), "default-src is not 'self'");
    expect(label, has('connect-src', "'self'"), "connect-src does not allow 'self' (the API)");
    expect(label, has('img-src', 'data:'), 'img-src does not allow data: (logos)');
    expect(label, has('frame-src', 'https:'), 'frame-src does not allow https: (agreements)');
    expect(
      label,
      res.headers['x-content-type-options'] === 'nosniff',
      'X-Content-Type-Options is not nosniff',
    );
    expect(
      label,
      res.headers['referrer-policy'] === metaReferrer,
      `Referrer-Policy ${res.headers['referrer-policy']} is not index.html's ${metaReferrer}`,
    );
    const permissions = res.headers['permissions-policy'] ?? '';
    for (const feature of ['camera=(self)', 'geolocation=(self)', 'microphone=()', 'payment=()'])
      expect(label, permissions.includes(feature), `Permissions-Policy lacks ${feature}`);
  };
  const gz = (file) => readFileSync(path.join(dist, `${file}.gz`));
  const GZIP = { 'accept-encoding': 'gzip' };

  const index = await get(port, '/', GZIP);
  securityHeaders('/', index);
  expect('/', index.status === 200 && /^text\/html/.test(index.headers['content-type']), 'not index.html');
  expect(
    '/',
    index.headers['cache-control'] === 'no-cache',
    `Cache-Control ${index.headers['cache-control']}`,
  );
  expect('/', index.headers['content-encoding'] === 'gzip', 'not gzip with Accept-Encoding: gzip');
  expect('/', index.body.equals(gz('index.html')), 'not the precompressed index.html.gz (gzip_static)');
  const plain = await get(port, '/index.html');
  expect('/index.html', !plain.headers['content-encoding'], 'compressed without Accept-Encoding');
  expect('/index.html', plain.body.toString() === html, 'not the built index.html');

  const config = await get(port, '/config.js', GZIP);
  securityHeaders('/config.js', config);
  expect(
    '/config.js',
    /javascript/.test(config.headers['content-type']),
    `type ${config.headers['content-type']}`,
  );
  expect(
    '/config.js',
    config.headers['cache-control'] === 'no-cache',
    `Cache-Control ${config.headers['cache-control']}`,
  );
  const configBody = config.headers['content-encoding'] === 'gzip' ? gunzipSync(config.body) : config.body;
  expect(
    '/config.js',
    configBody.equals(readFileSync(path.join(dist, 'config.js'))),
    'not the built config.js',
  );

  expect('index.html', entry, 'names no entry script');
  const asset = await get(port, entry, GZIP);
  securityHeaders(entry, asset);
  const cache = asset.headers['cache-control'] ?? '';
  expect(entry, /max-age=31536000/.test(cache) && /immutable/.test(cache), `Cache-Control ${cache}`);
  expect(entry, /javascript/.test(asset.headers['content-type']), `type ${asset.headers['content-type']}`);
  expect(entry, asset.headers['content-encoding'] === 'gzip', 'not gzip with Accept-Encoding: gzip');
  expect(entry, asset.body.equals(gz(entry.slice(1))), 'not its precompressed .gz (gzip_static)');
  expect(entry, /accept-encoding/i.test(asset.headers.vary ?? ''), 'no Vary: Accept-Encoding');
  const rawAsset = await get(port, entry);
  expect(entry, rawAsset.body.equals(readFileSync(path.join(dist, entry))), 'differs from the built file');

  // The build's source maps exist (for the error tracker) but are neither referenced nor served.
  const map = `${entry}.map`;
  expect(map, existsSync(path.join(dist, map)), 'not written by the build');
  expect(entry, !/sourceMappingURL/.test(rawAsset.body.toString('utf8')), 'points to its source map');
  const served = await get(port, map);
  expect(map, served.status === 404, `${served.status}, not 404: the source is public`);

  const missing = await get(port, '/assets/no-such-chunk-0000.js');
  securityHeaders('a missing asset', missing);
  expect('a missing asset', missing.status === 404, `${missing.status}, not 404`);
  expect('a missing asset', !/immutable/.test(missing.headers['cache-control'] ?? ''), 'cached as immutable');

  // Every path of the route table, an unknown path, and build files that are no page: index.html.
  const unknown = `/no-such-page-${port}`;
  const pages = [...tablePaths, unknown, '/csp-script-hashes.conf', '/.vite/manifest.json'];
  for (const pathname of pages) {
    const res = await get(port, `${pathname}?lang=1`);
    securityHeaders(pathname, res);
    expect(pathname, res.status === 200 && res.body.toString() === html, `${res.status}, not index.html`);
    expect(
      pathname,
      res.headers['cache-control'] === 'no-cache',
      `Cache-Control ${res.headers['cache-control']}`,
    );
  }

  // Chromium: every mounted route in both languages, and the unknown path. Failed API calls are expected
  // (nginx serves no API); the page must still render its heading and preload its files.
  browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
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
    const page = await context.newPage();
    const seen = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(m.text()))
        seen.push(`console: ${m.text().replaceAll(origin, '')}`);
    });
    page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
    try {
      await page.goto(`${origin}${pathname}${query}${hash}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      // The router titles the tab with the route's title and the page's bar shows the same; the route
      // error screen ("Something went wrong", its chunk failed) has another heading.
      const heading = (await page.locator('h1').first().textContent({ timeout: 5000 }))?.trim();
      const title = await page.title();
      expect(label, heading && heading === title, `shows "${heading}", not its page "${title}"`);
      const preloaded = await page.evaluate(() => window.__preloadedByHtml);
      const expected = (firstPage[pathname] ?? firstPage['*'])?.[lang] ?? [];
      expect(
        label,
        expected.length && expected.every((file) => preloaded.includes(file)),
        "index.html's inline script did not preload the page's files",
      );
    } catch (error) {
      seen.push(`does not render: ${error.message.split('\n')[0]}`);
    } finally {
      seen.push(...(await page.evaluate(() => window.__cspViolations).catch(() => [])));
      for (const s of new Set(seen)) problem(label, s.replaceAll(origin, ''));
      await page.close();
    }
  }
} catch (error) {
  problem('deploy check', error.message);
} finally {
  await browser?.close();
  if (server && server.exitCode === null && server.signalCode === null) {
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  for (const line of errorLog().split('\n'))
    if (/\[(emerg|alert|crit|error)\]/.test(line)) problem('nginx error log', line);
  rmSync(dir, { recursive: true, force: true });
}

if (problems.size) {
  console.error('deploy check failed:');
  for (const [message, where] of problems)
    console.error(
      `- ${message}\n    at ${where.length > 4 ? `${where.slice(0, 4).join(', ')} and ${where.length - 4} more` : where.join(', ')}`,
    );
  process.exit(1);
}
console.log(
  `deploy: nginx.conf passes nginx -t; headers ok (index.html, config.js, hashed asset gzip_static + immutable, source maps not served, ${tablePaths.length} route-table paths + an unknown path → index.html); ${mounted.length} routes and ${titledHashes.length} titled hash screens open in Chromium (en + id) with no CSP violation (${Math.round((Date.now() - started) / 1000)} s)`,
);
