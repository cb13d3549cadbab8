// The static Storybook (what product and QA open) builds, lists every story, serves the MSW worker, and
// renders every docs page: each docs entry of index.json, opened in Chromium, shows its heading and every
// story block, with no page error, error display, failed story or Markdown table left as text, and its first
// story frame (if any) shows its story.
//   node scripts/check-storybook-build.mjs [dir]     dir: the build to check, storybook-static by default
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions, findChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'storybook-static');
const fail = (m) => {
  console.error(`storybook build check failed: ${m}`);
  process.exit(1);
};
if (!existsSync(path.join(out, 'index.json'))) fail(`no index.json in ${out}: build Storybook first`);
if (!existsSync(path.join(out, 'mockServiceWorker.js'))) fail('mockServiceWorker.js is not served');
const index = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const stories = entries.filter((e) => e.type === 'story');
if (stories.length === 0) fail('no stories in index.json');
const titles = new Set(stories.map((s) => s.title));
const docs = entries.filter((e) => e.type === 'docs');
if (docs.length === 0) fail('no docs pages in index.json');

// Every stories file has a docs page (autodocs, on for all in preview.tsx), unless it opts out with the
// `!autodocs` tag.
const docsTitles = new Set(docs.map((d) => d.title));
const withoutDocs = [...titles].filter(
  (title) =>
    !docsTitles.has(title) && stories.some((s) => s.title === title && (s.tags ?? []).includes('autodocs')),
);
if (withoutDocs.length) fail(`no docs page for ${withoutDocs.join(', ')}`);

// The catalogue's "Backend contract" page (.storybook/docs/BackendContract.mdx) and how many calls
// packages/api/contract/openapi.json (what it draws) has.
const CONTRACT_PAGE = 'Backend contract';
const contract = JSON.parse(readFileSync(path.join(root, 'packages/api/contract/openapi.json'), 'utf8'));
const contractCalls = Object.values(contract.paths).reduce(
  (n, methods) => n + Object.keys(methods).length,
  0,
);
if (!docs.some((d) => d.title === CONTRACT_PAGE)) fail(`no "${CONTRACT_PAGE}" docs page`);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/** The build, served as it is on a free port of 127.0.0.1 (the MSW worker needs http, not file:). */
async function serve(dir) {
  const server = createServer((req, res) => {
    void (async () => {
      const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
      if (!file.startsWith(dir + path.sep) || !(await stat(file).catch(() => null))?.isFile()) {
        res.writeHead(404).end();
        return;
      }
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        // A docs page and the story frames it opens load the same preview bundle: fetched once per page.
        'Cache-Control': 'max-age=600',
      });
      res.end(body);
    })().catch((error) => res.writeHead(500).end(String(error)));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** A story the docs page shows in a frame of its own (not an <iframe> a story itself draws). */
const STORY_FRAME = 'iframe[src*="viewMode=story"]';

/**
 * What a docs page shows once it has rendered: its heading, and for each story block either the story,
 * its own frame (whose story renders on its own canvas: the first is checked below) or the error the
 * story threw.
 */
function docsState(storyFrame) {
  const docsRoot = document.querySelector('#storybook-docs');
  const blocks = [...(docsRoot?.querySelectorAll('.docs-story') ?? [])];
  // A story that throws shows its error in a <pre> in place of the story.
  const failed = blocks.filter((b) => b.querySelector('.sb-story > pre'));
  const rendered = (b) =>
    b.querySelector(storyFrame) || b.querySelector('.sb-story [id$="-inner"] > *') || failed.includes(b);
  return {
    heading: docsRoot?.querySelector('h1')?.textContent?.trim() ?? '',
    errorDisplay: document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent?.trim() ?? 'error display shown')
      : null,
    pending: blocks.filter((b) => !rendered(b)).length,
    // A Markdown table that reached the page as text: its delimiter row (`| --- | --- |`) in a paragraph.
    tablesAsText: [...(docsRoot?.querySelectorAll('p') ?? [])].filter((p) =>
      /\|\s*:?-{3,}:?\s*\|/.test(p.textContent ?? ''),
    ).length,
    failed: failed.map((b) => ({
      id: b.querySelector('.sb-story')?.id.replace(/^story--/, '') ?? '',
      error: b.querySelector('pre strong')?.textContent?.trim() ?? 'see the page',
    })),
  };
}

async function checkDocsPage(page, baseUrl, entry) {
  const pageErrors = [];
  const onPageError = (error) => pageErrors.push(error.message.split('\n')[0]);
  page.on('pageerror', onPageError);
  try {
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs`, {
      waitUntil: 'domcontentloaded',
    });
    await page
      .waitForFunction(
        (storyFrame) => {
          const heading = document.querySelector('#storybook-docs h1');
          const blocks = [...document.querySelectorAll('#storybook-docs .docs-story')];
          const settled = blocks.every(
            (b) =>
              b.querySelector(storyFrame) ||
              b.querySelector('.sb-story [id$="-inner"] > *') ||
              b.querySelector('.sb-story > pre'),
          );
          return (heading && settled) || document.body.classList.contains('sb-show-errordisplay');
        },
        STORY_FRAME,
        { timeout: 30_000 },
      )
      .catch(() => undefined);
    const state = await page.evaluate(docsState, STORY_FRAME);
    const problems = [...pageErrors.map((m) => `page error: ${m}`)];
    // A story in a frame of its own (`inOwnFrame`) reloads without its play and with the page's globals
    // (.storybook/preview.tsx); the first one shows that this works.
    const firstFrame = `#storybook-docs .docs-story ${STORY_FRAME}`;
    if (await page.$(firstFrame)) {
      const shown = await page
        .waitForFunction(
          (selector) => {
            // Looked up on every poll: the docs page may draw its blocks again.
            const doc = document.querySelector(selector)?.contentDocument;
            if (!doc || new URLSearchParams(doc.location.search).get('embed') !== 'true') return null;
            if (doc.body?.classList.contains('sb-show-errordisplay'))
              return `error: ${doc.querySelector('#error-message')?.textContent?.trim()}`;
            return doc.querySelector('#storybook-root > *') ? 'story' : null;
          },
          firstFrame,
          { timeout: 30_000 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() =>
          page.evaluate(
            (selector) =>
              `nothing within 30 s (${document.querySelector(selector)?.contentDocument?.location.search})`,
            firstFrame,
          ),
        );
      if (shown !== 'story') problems.push(`the first story in its own frame shows ${shown}`);
    }
    if (entry.title === CONTRACT_PAGE) {
      // The backend contract page draws one section per call of the generated contract.
      const shown = await page.$$eval('#storybook-docs [data-contract-call]', (s) => s.length);
      if (shown !== contractCalls) problems.push(`shows ${shown} calls, the contract has ${contractCalls}`);
    }
    if (state.errorDisplay) problems.push(`error display: ${state.errorDisplay}`);
    if (!state.heading) problems.push('no heading rendered in #storybook-docs');
    if (state.pending) problems.push(`${state.pending} story block(s) never rendered`);
    if (state.tablesAsText)
      problems.push(`${state.tablesAsText} Markdown table(s) shown as text, not as a table`);
    // One line per error: page stories failing for one reason are one problem.
    const byError = new Map();
    for (const f of state.failed) byError.set(f.error, [...(byError.get(f.error) ?? []), f.id]);
    for (const [error, ids] of byError)
      problems.push(`${ids.length} story block(s) failed (${ids.join(', ')}): ${error}`);
    return problems.map((p) => `${entry.title} (${entry.id}): ${p}`);
  } finally {
    page.off('pageerror', onPageError);
  }
}

if (!findChromium()) fail('no Chromium: install it with `apt-get install -y chromium` or set CHROME_PATH');
const started = Date.now();
const server = await serve(out);
const browser = await chromium.launch(chromiumLaunchOptions());
const problems = [];
try {
  const queue = [...docs];
  // Each docs page opens in a browser context of its own, as a first visit: its own MSW worker registration.
  // Pages of one context shared one, and the page going away unregisters it (mockServiceWorker.js,
  // CLIENT_CLOSED with no other client) while the next page's MSW is updating it: "Failed to update a
  // ServiceWorker … Not found", a page error of this check's own making (CI of 28 Nov, and again on 2 Dec
  // after unregistering it by hand between pages). Nor one context for all pages at once: the MSW worker hands
  // a starting frame's requests to another page of the same context, and that page may be going away.
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
      try {
        problems.push(...(await checkDocsPage(await context.newPage(), server.url, entry)));
      } finally {
        await context.close();
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
} finally {
  await browser.close();
  server.close();
}
if (problems.length) fail(`${problems.length} docs page problem(s):\n- ${problems.join('\n- ')}`);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `storybook build: ${stories.length} stories in ${titles.size} components; ` +
    `${docs.length} docs pages render (checked in ${seconds} s); MSW worker served`,
);
