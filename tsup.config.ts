import { readdirSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { buildTargets } from './scripts/buildTargets.mjs';

type TsupPlugin = NonNullable<Options['plugins']>[number];

/**
 * Next.js App Router hosts may import the library from server components. The ESM build marks each module
 * that renders, styles or holds state with 'use client' (vite.lib.config.ts); CommonJS is one file per entry,
 * so an entry holding components starts with the directive. It goes on line 1 beside esbuild's "use strict"
 * (a line with no mappings), so the source map stays true. Dictionaries (i18n/en, i18n/id) stay plain data.
 */
function markClientEntries(entryFiles: string[]): TsupPlugin {
  return {
    name: 'loan-h5:use-client',
    renderChunk(code, info) {
      if (this.format !== 'cjs' || !info.entryPoint || !entryFiles.includes(info.entryPoint)) return;
      return { code: `'use client';${code}` };
    },
  };
}

/**
 * The published libraries: CommonJS in one file per entry, and the type declarations for both formats.
 * The ESM builds are one file per module (vite.lib.config.ts) so hosts tree-shake them.
 * `clientEntries`: the entry names whose CommonJS file starts with 'use client'.
 */
function library(
  name: string,
  entry: Record<string, string>,
  external: string[],
  clientEntries: string[] = [],
): Options[] {
  const shared: Options = {
    entry: Object.fromEntries(Object.entries(entry).map(([k, file]) => [k, `packages/${name}/src/${file}`])),
    outDir: `packages/${name}/dist`,
    tsconfig: 'tsconfig.build.json',
    // The repo's browserslist floor (Chrome 84, iOS 14.5).
    target: buildTargets(),
    external,
  };
  return [
    {
      ...shared,
      format: ['cjs'],
      dts: true,
      sourcemap: true,
      clean: true,
      plugins: [markClientEntries(clientEntries.map((k) => `packages/${name}/src/${entry[k]}`))],
    },
    { ...shared, format: ['esm'], dts: { only: true } },
  ];
}

/** Each copy part in each language (`i18n/copy/loan.en`): hosts may load only the parts their pages show. */
const copyParts = Object.fromEntries(
  readdirSync('packages/screens/src/i18n/copy')
    .filter((file) => /^\w+\.(en|id)\.ts$/.test(file))
    .map((file) => [`i18n/copy/${file.slice(0, -3)}`, `i18n/copy/${file}`]),
);

export default defineConfig([
  ...library(
    'screens',
    { index: 'index.ts', 'i18n/en': 'i18n/en.ts', 'i18n/id': 'i18n/id.ts', ...copyParts },
    ['react', 'react-dom', 'react/jsx-runtime', 'styled-components', 'uqr'],
    ['index'],
  ),
  ...library(
    'api',
    { index: 'index.ts', 'mocks/index': 'mocks/index.ts', 'mocks/browser': 'mocks/browser.ts' },
    ['valibot', 'msw', 'msw/browser', 'msw/node'],
  ),
]);
