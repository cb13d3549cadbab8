// Proves a host team can use the published packages: `npm pack` them, install the tarballs into a throwaway
// React + Vite project outside the workspace, build a page that renders RatingStars inside the theme and
// language providers and loads loan details through @loan-h5/api, check the bundle, and open it in Chromium.
// The steps past the install live in packageCheck/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkHostPage } from './packageCheck/hostPage.mjs';
import { checkHostTypes } from './packageCheck/hostTypes.mjs';
import { checkServerRendering } from './packageCheck/serverRendering.mjs';
import { checkUseClient } from './packageCheck/useClient.mjs';

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

  // 2a, 2c. Every screen renders in plain Node from the ESM and CJS entries, on each supported Node version.
  const rendered = checkServerRendering(host, { run, fail });

  // 2d. TypeScript hosts resolve every entry point's types: ts-jest's CommonJS default (node10 resolution,
  // through typesVersions) and node16 from a CommonJS and an ES module file (through exports).
  checkHostTypes(host, { run, fail });

  // 2b. 'use client' on exactly the modules that render, style or call hooks (Next.js server components).
  const { clientModules, pureModules } = checkUseClient(host, { fail });
  console.log(
    `Node SSR: ${rendered.length} screens rendered from ESM and CJS (renderToString + ServerStyleSheet): ${rendered.join(', ')}`,
  );
  console.log(
    `'use client': on ${clientModules.length} ESM modules that render, style or call hooks and on dist/index.cjs; not on ${pureModules.length} pure ESM modules nor the CJS dictionaries`,
  );

  // 3, 4. A host page built with Vite: the bundle, then the page in Chromium.
  await checkHostPage(host, { run, fail });
  console.log(
    `package check: ${packed.filename} (${(packed.size / 1024).toFixed(1)} KB) and ${apiPacked.filename} (${(apiPacked.size / 1024).toFixed(1)} KB) install in a host app; RatingStars works and loan details load through the client in Chromium`,
  );
} finally {
  rmSync(host, { recursive: true, force: true });
}
