import { defineConfig, type Options } from 'tsup';
import { buildTargets } from './scripts/buildTargets.mjs';

/**
 * The published libraries: CommonJS in one file per entry, and the type declarations for both formats.
 * The ESM builds are one file per module (vite.lib.config.ts) so hosts tree-shake them.
 */
function library(name: string, entry: Record<string, string>, external: string[]): Options[] {
  const shared: Options = {
    entry: Object.fromEntries(Object.entries(entry).map(([k, file]) => [k, `packages/${name}/src/${file}`])),
    outDir: `packages/${name}/dist`,
    tsconfig: 'tsconfig.build.json',
    // The repo's browserslist floor (Chrome 84, iOS 14.5).
    target: buildTargets(),
    external,
  };
  return [
    { ...shared, format: ['cjs'], dts: true, sourcemap: true, clean: true },
    { ...shared, format: ['esm'], dts: { only: true } },
  ];
}

export default defineConfig([
  ...library('screens', { index: 'index.ts', 'i18n/en': 'i18n/en.ts', 'i18n/id': 'i18n/id.ts' }, [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'styled-components',
  ]),
  ...library(
    'api',
    { index: 'index.ts', 'mocks/index': 'mocks/index.ts', 'mocks/browser': 'mocks/browser.ts' },
    ['valibot', 'msw', 'msw/browser', 'msw/node'],
  ),
]);
