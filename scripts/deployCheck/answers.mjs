// The deploy check's answers over HTTP: caching, compression, source maps and the SPA fallback, each with
// the security headers.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { get } from './serving.mjs';

/**
 * Asks nginx on `port` for index.html, config.js, the entry script, its source map, a missing asset and
 * every page path (the route table's, `unknown` and build files that are no page); compares with `dist`.
 */
export async function checkAnswers({ port, dist, build, unknown, expect, securityHeaders }) {
  const { html, entry, tablePaths } = build;
  const gz = (file) => readFileSync(path.join(dist, `${file}.gz`));
  const br = (file) => readFileSync(path.join(dist, `${file}.br`));
  const GZIP = { 'accept-encoding': 'gzip' };
  // What Chromium sends over HTTPS (the borrower's path through the TLS front).
  const BROTLI = { 'accept-encoding': 'gzip, deflate, br, zstd' };

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
  const indexBr = await get(port, '/', BROTLI);
  expect('/', indexBr.headers['content-encoding'] === 'br', 'not brotli with Accept-Encoding: br');
  expect('/', indexBr.body.equals(br('index.html')), 'not the precompressed index.html.br (brotli_static)');
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
  const assetBr = await get(port, entry, BROTLI);
  securityHeaders(entry, assetBr);
  expect(entry, assetBr.headers['content-encoding'] === 'br', 'not brotli with Accept-Encoding: br');
  expect(entry, assetBr.body.equals(br(entry.slice(1))), 'not its precompressed .br (brotli_static)');
  expect(entry, /accept-encoding/i.test(assetBr.headers.vary ?? ''), 'brotli without Vary: Accept-Encoding');
  expect(entry, assetBr.headers['cache-control'] === cache, 'brotli cached unlike gzip');
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
}
