import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The webview app. Workspace packages are read from source (the `source` export condition).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    manifest: true,
    // Android WebView (Chrome 66+) supports modulepreload natively.
    modulePreload: { polyfill: false },
    sourcemap: true,
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
