import { defineConfig } from 'tsup';

/** The published screen library: ESM + CJS + types, one file per subpath export, peers left out. */
export default defineConfig({
  entry: {
    index: 'packages/screens/src/index.ts',
    'i18n/en': 'packages/screens/src/i18n/en.ts',
    'i18n/id': 'packages/screens/src/i18n/id.ts',
  },
  outDir: 'packages/screens/dist',
  tsconfig: 'tsconfig.build.json',
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2020',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
});
