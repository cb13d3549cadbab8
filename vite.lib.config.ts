import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildTargets } from './scripts/buildTargets.mjs';

/**
 * The libraries' ESM builds, one file per source module (`vite build -c vite.lib.config.ts --mode screens|api`).
 * With `sideEffects: false` a host's bundler then drops every module it does not import — a single bundled
 * file would keep every styled component, since tagged template calls cannot be marked pure. CJS and the
 * type declarations come from tsup (tsup.config.ts).
 */
const libraries = {
  screens: {
    entry: { index: 'index.ts', 'i18n/en': 'i18n/en.ts', 'i18n/id': 'i18n/id.ts' },
    external: [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/],
  },
  api: {
    entry: { index: 'index.ts', 'mocks/index': 'mocks/index.ts', 'mocks/browser': 'mocks/browser.ts' },
    external: [/^valibot($|\/)/, /^msw($|\/)/],
  },
} as const;

export default defineConfig(({ mode }) => {
  const name = mode === 'api' ? 'api' : 'screens';
  const lib = libraries[name];
  const src = path.resolve(import.meta.dirname, `packages/${name}/src`);
  return {
    plugins: [react()],
    logLevel: 'warn',
    build: {
      outDir: path.resolve(import.meta.dirname, `packages/${name}/dist/esm`),
      emptyOutDir: true,
      sourcemap: true,
      minify: false,
      // The repo's browserslist floor: a host that does not transpile node_modules still runs on old webviews.
      target: buildTargets(),
      lib: {
        entry: Object.fromEntries(Object.entries(lib.entry).map(([k, file]) => [k, path.join(src, file)])),
        formats: ['es'],
      },
      rolldownOptions: {
        external: [...lib.external],
        output: { preserveModules: true, preserveModulesRoot: src, entryFileNames: '[name].js' },
      },
    },
  };
});
