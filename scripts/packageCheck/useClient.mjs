// The host check's client boundaries: where the packed screens' modules start with 'use client'.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Checks the installed package's dist in `host` and returns its ESM modules split into those that need
 * 'use client' and the pure ones.
 */
export function checkUseClient(host, { fail }) {
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
  return { clientModules, pureModules };
}
