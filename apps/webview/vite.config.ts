import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildTargets } from '../../scripts/buildTargets.mjs';
import { preloadFirstPage } from './preloadFirstPage.ts';

/** The production build ships no mock backend: not the service worker, not the mock images. */
function dropMockFiles(): Plugin {
  let outDir = '';
  let mocksOn = false;
  return {
    name: 'loan-h5:drop-mock-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mocksOn = config.env.VITE_LOAN_H5_MOCKS === 'on';
    },
    closeBundle() {
      if (mocksOn) return;
      rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
      rmSync(path.join(outDir, 'mock-assets'), { recursive: true, force: true });
    },
  };
}

// The webview app. Workspace packages are read from source (the `source` export condition).
export default defineConfig({
  plugins: [react(), dropMockFiles(), preloadFirstPage()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    // The repo's browserslist floor (Chrome 84, iOS 14.5): newer syntax is lowered, or old webviews show blank pages.
    target: buildTargets(),
    manifest: true,
    sourcemap: true,
    // Android WebView (Chrome 66+) supports modulepreload natively.
    modulePreload: { polyfill: false },
    // Everything the entry needs in one chunk: split in two it gzips about 1 KB worse on every first load.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
