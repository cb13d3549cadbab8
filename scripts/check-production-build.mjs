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
// The opened page's files start with the entry (apps/webview/preloadFirstPage.ts), and each exists.
const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
const preload = html.match(/var f=(\{.*?\}),p=f\[location\.pathname\]/);
if (!preload) problems.push('index.html does not preload the first page');
else {
  const firstPage = JSON.parse(preload[1]);
  const confirm = firstPage['/loanConfirm']?.en ?? [];
  if (!confirm.some((f) => /LoanConfirmPage-/.test(f)) || !confirm.some((f) => /loan\.en-/.test(f)))
    problems.push('index.html does not preload /loanConfirm with its page and its copy');
  for (const [route, byLang] of Object.entries(firstPage))
    for (const file of Object.values(byLang).flat())
      if (!existsSync(path.join(outDir, file)))
        problems.push(`${route} preloads ${file}, which is not built`);
}
for (const needed of ['index.html', 'config.js', 'robots.txt']) {
  if (!existsSync(path.join(outDir, needed))) problems.push(`${needed} is missing`);
}
if (problems.length) {
  console.error(`production build check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `production build: ${files.length} files, no mock backend in them; config.js served for the runtime API origin; each page's files preloaded`,
);
