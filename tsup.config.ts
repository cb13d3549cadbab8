import { defineConfig, type Options } from 'tsup';

/**
 * The published screen library: CommonJS in one file per entry, and the type declarations for both formats.
 * The ESM build is one file per module (vite.lib.config.ts) so hosts tree-shake it.
 */
const shared: Options = {
  entry: {
    index: 'packages/screens/src/index.ts',
    'i18n/en': 'packages/screens/src/i18n/en.ts',
    'i18n/id': 'packages/screens/src/i18n/id.ts',
  },
  outDir: 'packages/screens/dist',
  tsconfig: 'tsconfig.build.json',
  target: 'es2020',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
};

export default defineConfig([
  { ...shared, format: ['cjs'], dts: true, sourcemap: true, clean: true },
  { ...shared, format: ['esm'], dts: { only: true } },
]);
