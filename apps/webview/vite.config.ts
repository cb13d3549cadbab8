import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildTargets } from '../../scripts/buildTargets.mjs';
import { brotli, gzip } from '../../scripts/precompressed.mjs';
import { chunkPlan } from './chunkPlan.ts';
import { dropBuildOnlyRouteFields } from './dropBuildOnlyRouteFields.ts';
import { dropContractMetadata } from './dropContractMetadata.ts';
import { firstPageCopy } from './firstPageCopy.ts';
import { hoistTransitiveImports } from './hoistTransitiveImports.ts';
import { inlineStartUpScript } from './inlineStartUpScript.ts';
import { minifyStyledCss } from './minifyStyledCss.ts';
import { preloadFirstPage } from './preloadFirstPage.ts';
import { languageParts } from './src/routes/routeTable.ts';
import { treeShakeReactRouter } from './treeShakeReactRouter.ts';

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

/**
 * deploy/nginx.conf serves these with `brotli_static` and `gzip_static`: a .br and a .gz next to each built
 * script, style, page and image, compressed once at the highest level instead of on every request. Brotli
 * is what a browser asks for over HTTPS (about 13% less than gzip on a first load: 15 KB on /repayPlan);
 * gzip is for plain HTTP and older clients. Production builds only. Files copied from public/ get neither:
 * config.js is edited on the server, and a stale config.js.gz would shadow the edit.
 */
function precompress(): Plugin {
  let production = false;
  return {
    name: 'loan-h5:precompress',
    apply: 'build',
    configResolved(config) {
      production = config.mode === 'production';
    },
    writeBundle(options, bundle) {
      if (!production || !options.dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const file = path.join(options.dir, fileName);
        const data = readFileSync(file);
        writeFileSync(`${file}.gz`, gzip(data));
        writeFileSync(`${file}.br`, brotli(data));
      }
    },
  };
}

/**
 * `csp-script-hashes.conf`, which deploy/nginx.conf includes: the sha256 of each inline script of index.html
 * (the first-page preload names this build's hashed files, so it changes with every build). The CSP then
 * allows exactly that script without 'unsafe-inline', and the preload stays inline: no extra request.
 */
function cspScriptHashes(): Plugin {
  return {
    name: 'loan-h5:csp-script-hashes',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('cspScriptHashes: no index.html in the build');
        const text = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
        const hashes = [...text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
          ([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
        );
        this.emitFile({
          type: 'asset',
          fileName: 'csp-script-hashes.conf',
          source: `# Written by the app build (apps/webview/vite.config.ts) for deploy/nginx.conf's CSP.\nset $loan_h5_inline_scripts "${hashes.join(' ')}";\n`,
        });
      },
    },
  };
}

/**
 * Vite wraps every dynamic import in its preload helper (1.3 KB gzip in the entry), even with
 * `modulePreload: false`, when all it is left to do is run the import and rethrow its failure: index.html's
 * table preloads each page's files instead (preloadFirstPage.ts). The same call, without the helper.
 */
function noPreloadHelper(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'loan-h5:no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === helper ? 'export const __vitePreload = (load) => load();' : undefined;
    },
  };
}

/**
 * react-router's package exports only its development build (remix-run/react-router#12532, #14102): its dev
 * warnings and their messages reach the phones. A production build of the app takes the package's own
 * production build, the same code with `ENABLE_DEV_WARNINGS = false`, which the minifier then drops.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const files: Record<string, string> = {
    'react-router': 'dist/production/index.mjs',
    'react-router/dom': 'dist/production/dom-export.mjs',
  };
  let production = false;
  return {
    name: 'loan-h5:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      production = config.mode === 'production';
    },
    resolveId(id) {
      const file = files[id];
      return production && file ? path.join(dist, file) : undefined;
    },
  };
}

/**
 * Fewer, larger shared chunks (chunkPlan.ts): at most this many on a page's first load, beside config.js, the
 * entry, the page's own chunk and its copy (core and its part in one file: firstPageCopy.ts) — within the 12
 * script requests scripts/size.mjs holds.
 */
const chunks = chunkPlan({
  keepOwnChunk: (id) => /\/src\/pages\/\w+Page\.tsx$|\/i18n\/copy\/|first-page-copy\//.test(id),
  isPage: (id) => /\/src\/pages\/\w+Page\.tsx$/.test(id),
  withEntry: (id) => id.endsWith('/src/shell/ShellOverlays.tsx'),
  maxSharedPerPage: 7,
  // The API client's schemas (valibot), the page shell's error state, leaving a page: most pages need them.
  entryShare: 0.25,
  // Over HTTP/1.1 (six connections) a request less on a first load is worth about 2.8 KB minified (about
  // 1 KB gzip) that a page fetches without needing. Lighthouse, slow 4G, 26 Nov 2026, a cap of 3 as a trial:
  // /loanDetails 12 → 8 requests, LCP 2.06 → 1.89 s. These two: of a grid of entryShare 0.25–0.35 ×
  // requestWorth 1.5–3 KB, the setting with the fewest requests (7.4 a route, at most 9) within the route
  // budget. The plan is greedy: read `npm run size` after a change to shared code.
  requestWorth: 2800,
  // /Loan's terms: India's in English, the lender's in Indonesian; neither chunk carries the other's.
  isLanguagePart: (id) => languageParts().some((part) => id.endsWith(part)),
});
/**
 * V8's explicit compile hint (Chrome 136+; a comment to every other engine) as each chunk's first line: its
 * functions are compiled on the background thread that parses the script as it downloads, instead of one by one
 * on the main thread the first time each runs (in the entry's evaluation and the first render's slices). Every
 * chunk: the app fetches one when its code is about to run (the entry; the opened page and its parts; a page
 * as it opens; a part as it shows; the sections and the modal fetched ahead run their top level on arrival).
 * Traced at 4× CPU beside the same build without it (3 Dec 2026, six routes): the entry's evaluation about
 * halved, our script's tasks 12–35% shorter (Guide/First load, "Functions compiled as they download").
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

// The webview app. Workspace packages are read from source (the `source` export condition).
export default defineConfig({
  plugins: [
    react(),
    minifyStyledCss(),
    dropContractMetadata(),
    dropBuildOnlyRouteFields(),
    noPreloadHelper(),
    reactRouterProductionBuild(),
    treeShakeReactRouter(),
    chunks,
    hoistTransitiveImports(),
    dropMockFiles(),
    firstPageCopy(),
    preloadFirstPage(),
    inlineStartUpScript({ target: buildTargets() }),
    cspScriptHashes(),
    precompress(),
  ],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // The kit's styles are static: a runtime of about 1 KB instead of styled-components' 10 KB on every first
    // load (src/styled/styled.ts). Storybook, the tests and the published package keep styled-components.
    alias: [
      { find: /^styled-components$/, replacement: path.resolve(import.meta.dirname, 'src/styled/styled.ts') },
    ],
  },
  build: {
    // The repo's browserslist floor (Chrome 84, iOS 14.5): newer syntax is lowered, or old webviews show blank pages.
    target: buildTargets(),
    manifest: true,
    // Written for the error tracker (stack traces to source), never referenced from the scripts; nginx does
    // not serve them (deploy/nginx.conf): the source stays private and phones never fetch them.
    sourcemap: 'hidden',
    // No preloading by Vite (and no helper in the entry: noPreloadHelper): index.html's inline script
    // preloads the opened page's files, and later pages' through the same table (preloadFirstPage.ts).
    modulePreload: false,
    // The chunk plan: everything the entry needs (and the shell's overlays) in the entry's chunk — split in
    // two it gzips about 1 KB worse on every first load — and a few shared chunks instead of one per module.
    rolldownOptions: {
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [chunks.group] },
        postBanner: COMPILE_ALL_ON_LOAD,
      },
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
