import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
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
    // uqr: the site's desktop QR code, a dependency the host installs (loaded only on wide screens).
    external: [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/, /^uqr($|\/)/],
  },
  api: {
    entry: { index: 'index.ts', 'mocks/index': 'mocks/index.ts', 'mocks/browser': 'mocks/browser.ts' },
    external: [/^valibot($|\/)/, /^msw($|\/)/],
  },
} as const;

/**
 * Next.js App Router hosts may import screens from server components, so each module that renders, styles or
 * holds state starts with 'use client' and becomes a client boundary: components (`.tsx`), modules using
 * styled-components, modules calling hooks. Pure modules (formatters, copy, tokens, the screens' rules) stay
 * without it, usable on the server; so do the barrels (`index.js` re-exports both kinds). The directive is the
 * output file's banner, so source maps stay true; one written in a source file is kept by the bundler (one
 * module per file) and not added twice. scripts/check-package.mjs checks the published files.
 */
function markClientModules(src: string): Plugin {
  const client = new Set<string>();
  const written = new Set<string>();
  return {
    name: 'loan-h5:use-client',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(src + path.sep)) return;
      if (/^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/.test(code)) written.add(id);
      const body = code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
      if (
        id.endsWith('.tsx') ||
        /from\s*['"]styled-components['"]/.test(body) ||
        /\buse[A-Z]\w*\s*\(/.test(body)
      )
        client.add(id);
    },
    banner(chunk) {
      return chunk.moduleIds.some((id) => client.has(id) && !written.has(id)) ? "'use client';" : '';
    },
  };
}

export default defineConfig(({ mode }) => {
  const name = mode === 'api' ? 'api' : 'screens';
  const lib = libraries[name];
  const src = path.resolve(import.meta.dirname, `packages/${name}/src`);
  return {
    plugins: [react(), ...(name === 'screens' ? [markClientModules(src)] : [])],
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
