// The host check's server rendering: the packed screens loaded in plain Node, without a bundler, on this
// Node and the other supported versions.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loanScreenProps } from './loanScreenProps.mjs';
import { renderEveryScreen } from './renderEveryScreen.mjs';
import { serviceScreenProps } from './serviceScreenProps.mjs';

/** Node versions the packages are checked on besides this one, from the npm registry's `node` packages. */
const OTHER_NODES = ['22.23.3', '24.9.0'];

/**
 * Writes the host's ssr-check.mjs and ssr-check.cjs, runs them, and returns the names of the screens they
 * rendered (the same from both entries and on every Node version, or the check fails).
 */
export function checkServerRendering(host, { run, fail }) {
  // 2a. Server rendering (Next.js) and host tests (Vitest, Jest) load the package in plain Node, not through a
  // bundler: each entry point as Node resolves it, ESM (`import`) and CommonJS (`require`), renders every screen.
  // The props and the renderer are self-contained functions: their source goes into the programs.
  const render = (entry, file) => `${loanScreenProps}
     ${serviceScreenProps}
     ${renderEveryScreen}
     process.stdout.write(JSON.stringify({ file: ${file}, names: renderEveryScreen(${JSON.stringify(entry)}, lib, { en, id }, { ...loanScreenProps(), ...serviceScreenProps() }, { h: createElement, renderToString, ServerStyleSheet }) }));`;
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
  return rendered.ESM;
}
