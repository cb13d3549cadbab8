// Proves a host team can use the published packages: `npm pack` them, install the tarballs into a throwaway
// React + Vite project outside the workspace, build a page that renders RatingStars inside the theme and
// language providers and loads loan details through @loan-h5/api, check the bundle, and open it in Chromium.
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';
import { checkHostTypes } from './packageCheck/hostTypes.mjs';
import { renderEveryScreen } from './packageCheck/renderEveryScreen.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkgDir = path.join(root, 'packages/screens');
const apiDir = path.join(root, 'packages/api');
const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const pin = (name) => rootPkg.devDependencies[name];
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
const fail = (message) => {
  console.error(`package check failed: ${message}`);
  process.exit(1);
};
const bin = (name) => path.join(root, 'node_modules/.bin', name);
/** Runs a linter of packed packages; its own report is the failure message. */
function lintPackage(tarball, cmd, args) {
  try {
    run(cmd, args, root);
  } catch (e) {
    fail(
      `${path.basename(cmd)} on ${tarball}:\n${String(e.stdout || '') + String(e.stderr || e.message)}`.trim(),
    );
  }
}
/** Node versions the packages are checked on besides this one, from the npm registry's `node` packages. */
const OTHER_NODES = ['22.23.3', '24.9.0'];

if (!existsSync(path.join(pkgDir, 'dist/esm/index.js')))
  fail('packages/screens/dist is missing: run `npm run build:lib` first');

const host = mkdtempSync(path.join(os.tmpdir(), 'loan-h5-host-'));
try {
  // 1. Pack exactly what npm would publish.
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', host], pkgDir));
  const files = packed.files.map((f) => f.path);
  for (const needed of [
    'dist/esm/index.js',
    'dist/index.cjs',
    'dist/index.d.ts',
    'dist/index.d.cts',
    'dist/esm/i18n/en.js',
    'dist/esm/i18n/id.js',
    'dist/i18n/en.cjs',
    'package.json',
  ]) {
    if (!files.includes(needed)) fail(`the tarball lacks ${needed}`);
  }
  const [apiPacked] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', host], apiDir));
  const apiFiles = apiPacked.files.map((f) => f.path);
  for (const needed of [
    'dist/esm/index.js',
    'dist/index.cjs',
    'dist/index.d.ts',
    'dist/esm/mocks/index.js',
    'package.json',
  ]) {
    if (!apiFiles.includes(needed)) fail(`the api tarball lacks ${needed}`);
  }
  const leaked = [...files, ...apiFiles].filter((f) => /\.(test|stories)\.tsx?$|test-support\//.test(f));
  if (leaked.length) fail(`the tarball ships tests or stories: ${leaked.join(', ')}`);

  // 1a. The packed manifests as every resolver reads them: publint (strict: warnings fail) and Are the types
  // wrong (node10 — ts-jest's CommonJS default —, node16 from CJS and ESM, bundler), on each tarball.
  for (const tarball of [packed.filename, apiPacked.filename]) {
    const file = path.join(host, tarball);
    lintPackage(tarball, bin('publint'), ['run', file, '--strict']);
    lintPackage(tarball, bin('attw'), [file, '--format', 'table-flipped']);
  }
  console.log(`publint --strict and attw: ${packed.filename} and ${apiPacked.filename} are clean`);

  // 2. A host project: its own React, styled-components and Vite, and our tarball.
  writeFileSync(
    path.join(host, 'package.json'),
    JSON.stringify(
      {
        name: 'loan-h5-host-check',
        private: true,
        type: 'module',
        dependencies: {
          '@loan-h5/screens': `file:./${packed.filename}`,
          '@loan-h5/api': `file:./${apiPacked.filename}`,
          react: pin('react'),
          'react-dom': pin('react-dom'),
          'styled-components': pin('styled-components'),
          vite: pin('vite'),
          typescript: pin('typescript'),
          '@types/react': pin('@types/react'),
          '@types/node': pin('@types/node'),
          msw: pin('msw'),
        },
      },
      null,
      2,
    ),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], host);

  // 2a. Server rendering (Next.js) and host tests (Vitest, Jest) load the package in plain Node, not through a
  // bundler: each entry point as Node resolves it, ESM (`import`) and CommonJS (`require`), renders every screen.
  const render = (entry, file) => `${renderEveryScreen}
     process.stdout.write(JSON.stringify({ file: ${file}, names: renderEveryScreen(${JSON.stringify(entry)}, lib, { en, id }, { h: createElement, renderToString, ServerStyleSheet }) }));`;
  writeFileSync(
    path.join(host, 'ssr-check.mjs'),
    `import { createElement } from 'react';
     import { renderToString } from 'react-dom/server';
     import { ServerStyleSheet } from 'styled-components';
     import * as lib from '@loan-h5/screens';
     import { en } from '@loan-h5/screens/i18n/en';
     import { id } from '@loan-h5/screens/i18n/id';
     ${render('the ESM entry (import)', "import.meta.resolve('@loan-h5/screens')")}`,
  );
  writeFileSync(
    path.join(host, 'ssr-check.cjs'),
    `const { createElement } = require('react');
     const { renderToString } = require('react-dom/server');
     const { ServerStyleSheet } = require('styled-components');
     const lib = require('@loan-h5/screens');
     const { en } = require('@loan-h5/screens/i18n/en');
     const { id } = require('@loan-h5/screens/i18n/id');
     ${render('the CJS entry (require)', "require.resolve('@loan-h5/screens')")}`,
  );
  const rendered = {};
  for (const [format, program, main] of [
    ['ESM', 'ssr-check.mjs', '/dist/esm/index.js'],
    ['CJS', 'ssr-check.cjs', '/dist/index.cjs'],
  ]) {
    let result;
    try {
      result = JSON.parse(run('node', [program], host));
    } catch (e) {
      fail(`server rendering in plain Node (${format}): ${String(e.stderr || e.message).trim()}`);
    }
    if (!result.file.endsWith(main)) fail(`Node resolved the ${format} entry to ${result.file}, not ${main}`);
    rendered[format] = result.names;
  }
  if (rendered.ESM.join() !== rendered.CJS.join())
    fail(`the ESM and CJS entries export different screens: ${rendered.ESM} vs ${rendered.CJS}`);

  // 2c. The same programs on the other supported Node versions (20 reached end of life in April 2026).
  for (const version of OTHER_NODES) {
    for (const program of ['ssr-check.mjs', 'ssr-check.cjs']) {
      let result;
      try {
        const out = run('npx', ['--yes', '-p', `node@${version}`, '--', 'node', program], host);
        result = JSON.parse(out);
      } catch (e) {
        fail(`server rendering on Node ${version} (${program}): ${String(e.stderr || e.message).trim()}`);
      }
      if (result.names.join() !== rendered.ESM.join())
        fail(`on Node ${version}, ${program} rendered ${result.names} instead of ${rendered.ESM}`);
    }
  }
  console.log(`Node ${OTHER_NODES.join(' and ')}: the same screens render from ESM and CJS`);

  // 2d. TypeScript hosts resolve every entry point's types: ts-jest's CommonJS default (node10 resolution,
  // through typesVersions) and node16 from a CommonJS and an ES module file (through exports).
  checkHostTypes(host, { run, fail });

  // 2b. Next.js App Router hosts import screens from server components: every ESM module that renders, styles
  // or calls hooks starts with 'use client' (a client boundary); pure modules (formatters, copy, tokens, the
  // screens' rules) and the barrel do not, so server code can call them. CommonJS: the library's one file has it,
  // the dictionaries do not.
  const dist = path.join(host, 'node_modules/@loan-h5/screens/dist');
  const startsWithUseClient = (code) => /^(['"])use client\1/.test(code);
  const needsClient = (code) => {
    const body = code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
    return (
      /from\s*["'](react\/jsx-runtime|styled-components)["']/.test(body) || /\buse[A-Z]\w*\s*\(/.test(body)
    );
  };
  const clientModules = [];
  const pureModules = [];
  for (const file of readdirSync(path.join(dist, 'esm'), { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(path.join(dist, 'esm', file), 'utf8');
    const needs = needsClient(code);
    if (needs && !startsWithUseClient(code))
      fail(`dist/esm/${file} renders, styles or calls hooks but does not start with 'use client'`);
    if (!needs && startsWithUseClient(code))
      fail(`dist/esm/${file} is pure but starts with 'use client': server components could not call it`);
    if (/^(components|screens)\/[^/]+\/[A-Z][^/]*\.js$/.test(file) && !needs)
      fail(`dist/esm/${file} is a component module without 'use client'`);
    (needs ? clientModules : pureModules).push(file);
  }
  for (const file of ['index.js', 'i18n/format.js', 'i18n/en.js', 'screens/LoanDetails/statusActions.js']) {
    if (!pureModules.includes(file)) fail(`dist/esm/${file} should be a pure module without 'use client'`);
  }
  if (!startsWithUseClient(readFileSync(path.join(dist, 'index.cjs'), 'utf8')))
    fail(`dist/index.cjs does not start with 'use client'`);
  for (const file of ['i18n/en.cjs', 'i18n/id.cjs']) {
    if (startsWithUseClient(readFileSync(path.join(dist, file), 'utf8')))
      fail(`dist/${file} is a dictionary but starts with 'use client'`);
  }
  console.log(
    `Node SSR: ${rendered.ESM.length} screens rendered from ESM and CJS (renderToString + ServerStyleSheet): ${rendered.ESM.join(', ')}`,
  );
  console.log(
    `'use client': on ${clientModules.length} ESM modules that render, style or call hooks and on dist/index.cjs; not on ${pureModules.length} pure ESM modules nor the CJS dictionaries`,
  );

  mkdirSync(path.join(host, 'src'));
  writeFileSync(
    path.join(host, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(host, 'src/main.js'),
    `import { createElement as h, useState } from 'react';
     import { createRoot } from 'react-dom/client';
     import { GlobalStyle, LocaleProvider, RatingStars, ThemeProvider } from '@loan-h5/screens';
     import { en } from '@loan-h5/screens/i18n/en';
     import { createApiClient, endpoints } from '@loan-h5/api';
     const client = createApiClient({ config: { apiOrigin: '', generalBase: '/gateway' } });
     client.call(endpoints.loanDetails, { productId: 12, orderId: 9 }).then(
       (details) => { document.title = 'status ' + details.status; },
       (error) => { document.title = 'failed ' + error.name; },
     );
     function HostPage() {
       const [score, setScore] = useState(0);
       return h(ThemeProvider, { market: 'IN' },
         h(LocaleProvider, { locale: 'en', messages: en },
           h(GlobalStyle),
           h(RatingStars, { label: 'Rate this service', value: score, onChange: setScore }),
           h('output', { 'data-testid': 'score' }, String(score))));
     }
     createRoot(document.getElementById('root')).render(h(HostPage));`,
  );
  run(path.join(host, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], host);

  // 3. The bundle has the component and no second copy of React.
  const assets = readdirSync(path.join(host, 'dist/assets')).filter((f) => f.endsWith('.js'));
  const bundleText = assets.map((f) => readFileSync(path.join(host, 'dist/assets', f), 'utf8')).join('\n');
  if (!bundleText.includes('radiogroup')) fail('the host bundle has no RatingStars radio group');

  // 4. The page works in a real browser: five radios, a tap sets the score.
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/gateway/v3/loan-details/loan-details' && req.method === 'POST') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ code: 0, message: '', data: { orderStatus: 174, isDelay: '1', isScore: 0 } }),
      );
    }
    const file = path.join(host, 'dist', url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(path.join(host, 'dist')) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const group = page.getByRole('radiogroup', { name: 'Rate this service' });
    await group.waitFor({ timeout: 10_000 });
    const radios = await group.getByRole('radio').count();
    if (radios !== 5) fail(`expected 5 star radios, found ${radios}`);
    await group.getByRole('radio').nth(3).check({ force: true });
    const score = await page.getByTestId('score').textContent();
    if (score !== '4') fail(`choosing the 4th star should set the score to 4, got ${score}`);
    await page.waitForFunction(
      () => document.title.startsWith('status') || document.title.startsWith('failed'),
    );
    const title = await page.title();
    if (title !== 'status 174')
      fail(`loading loan details through @loan-h5/api should give status 174, got "${title}"`);
    if (errors.length) fail(`the page threw: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `package check: ${packed.filename} (${(packed.size / 1024).toFixed(1)} KB) and ${apiPacked.filename} (${(apiPacked.size / 1024).toFixed(1)} KB) install in a host app; RatingStars works and loan details load through the client in Chromium`,
  );
} finally {
  rmSync(host, { recursive: true, force: true });
}
