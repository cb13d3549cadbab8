// The production build of the app contains no mock backend: no MSW code, no worker file, no fixtures.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = path.join(root, 'apps/webview');
const outDir = path.join(app, 'dist');
await build({
  root: app,
  configFile: path.join(app, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
});

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else files.push(full);
  }
};
walk(outDir);

// Strings only MSW or our mock backend contain.
const markers = [
  'mockServiceWorker',
  'msw/browser',
  '[MSW]',
  'setupWorker',
  '@loan-h5/api/mocks',
  'startMockWorker',
];
const problems = [];
for (const file of files) {
  const rel = path.relative(outDir, file);
  if (/mockServiceWorker\.js$|^mock-assets/.test(rel)) problems.push(`${rel} is shipped`);
  if (!/\.(js|html|css)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const m of markers) if (text.includes(m)) problems.push(`${rel} contains "${m}"`);
}
for (const needed of ['index.html', 'config.js', 'robots.txt']) {
  if (!existsSync(path.join(outDir, needed))) problems.push(`${needed} is missing`);
}
if (problems.length) {
  console.error(`production build check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `production build: ${files.length} files, no mock backend in them; config.js served for the runtime API origin`,
);
