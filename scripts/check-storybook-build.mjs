// The static Storybook (what product and QA open) builds, lists every story, and serves the MSW worker.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../storybook-static');
const fail = (m) => {
  console.error(`storybook build check failed: ${m}`);
  process.exit(1);
};
if (!existsSync(path.join(out, 'mockServiceWorker.js'))) fail('mockServiceWorker.js is not served');
const index = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
if (stories.length === 0) fail('no stories in index.json');
const titles = new Set(stories.map((s) => s.title));
console.log(`storybook build: ${stories.length} stories in ${titles.size} components; MSW worker served`);
