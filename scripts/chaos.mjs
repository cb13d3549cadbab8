// `npm run chaos -- --seeds N` (see scripts/chaos/main.ts): bundles the runner's TypeScript (it shares the
// journeys' fake Android app and the mock's PRNG) with esbuild, then runs it. Not a timed test: a benchmark.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'node_modules/.cache/loan-h5-chaos/main.mjs');
mkdirSync(path.dirname(out), { recursive: true });
await build({
  entryPoints: [path.join(root, 'scripts/chaos/main.ts')],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // playwright, esbuild and node's own modules stay outside; the repo's own files are bundled.
  packages: 'external',
  logLevel: 'warning',
  plugins: [
    {
      // Each bundled file keeps its own import.meta.url (the journeys' helpers find the repo from it).
      name: 'own-import-meta-url',
      setup(b) {
        b.onLoad({ filter: /\.ts$/ }, (args) => ({
          contents: readFileSync(args.path, 'utf8').replaceAll(
            'import.meta.url',
            JSON.stringify(pathToFileURL(args.path).href),
          ),
          loader: 'ts',
        }));
      },
    },
  ],
});
await import(pathToFileURL(out).href);
