import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The library's ESM build, one file per source module. With `sideEffects: false` a host's bundler then drops
 * every module it does not import — a single bundled file would keep every styled component, since tagged
 * template calls cannot be marked pure. CJS and the type declarations come from tsup (tsup.config.ts).
 */
const src = path.resolve(import.meta.dirname, 'packages/screens/src');

export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: path.resolve(import.meta.dirname, 'packages/screens/dist/esm'),
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'es2020',
    lib: {
      entry: {
        index: path.join(src, 'index.ts'),
        'i18n/en': path.join(src, 'i18n/en.ts'),
        'i18n/id': path.join(src, 'i18n/id.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/],
      output: {
        preserveModules: true,
        preserveModulesRoot: src,
        entryFileNames: '[name].js',
      },
    },
  },
});
