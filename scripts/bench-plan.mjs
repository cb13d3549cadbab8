// `npm run bench:plan`: a benchmark, not a test. Is a 365-period instalment plan still smooth on a slow
// phone? Builds the PRODUCTION app, serves it with a 365-row plan, opens /repayPlan in Chromium at 360x740
// with the CPU slowed 4x (Lighthouse's mobile setting), taps period 365 (which checks all 365 and sums them)
// and reports the time from the tap to the next paint: the Event Timing API's duration of that interaction,
// what INP is made of. Goal: <= 50 ms (web-vitals' "good" INP is 200 ms). Options: --taps N (default 7);
// --all-rows: every tap changes 364 boxes (period 365, then period 2, in turn), where by default only the first
// does (the next ones uncheck and check period 365 alone), so the median is of the heavy tap too;
// --at-position: tap where the box is, as a finger does, instead of through Playwright's locator (whose click
// first finds every checkbox by role and listens for the hit in the page: work no phone does);
// --swipe: reach period 365 as a borrower does, by swipes of a finger, instead of scrolling it into view by
// script (the swipes' touch events are the page's first input, so its first tap is no longer also the first
// time the page handles any input); --against REF (repeatable): also builds REF in a worktree and measures the
// builds in turn, run by run; --runs N (default 1): runs per build.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build } from 'vite';
import { buildRef } from './buildRef.mjs';
import { chromiumLaunchOptions, findChromium } from './chromium.mjs';
import { median } from './median.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = path.join(root, 'apps/webview');
const outDir = path.join(root, 'node_modules/.cache/loan-h5-bench/dist');
const args = process.argv.slice(2);
const taps = Number(args[args.indexOf('--taps') + 1]) || 7;
const allRows = args.includes('--all-rows');
const atPosition = args.includes('--at-position');
const swipe = args.includes('--swipe');
const runs = Number(args[args.indexOf('--runs') + 1]) || 1;
const against = args.flatMap((a, i) => (a === '--against' ? [args[i + 1]] : []));
const PERIODS = 365;
const GOAL_MS = 50;

if (!findChromium()) {
  console.error('bench: no Chromium; install it with `apt-get install -y chromium` or set CHROME_PATH.');
  process.exit(1);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
await build({
  root: app,
  configFile: path.join(app, 'vite.config.ts'),
  logLevel: 'warn',
  mode: 'production',
  build: { outDir, emptyOutDir: true, sourcemap: false },
});

/** A daily plan of 365 pending instalments, as the server sends it (wire format). */
function plan() {
  const start = Date.UTC(2026, 11, 1);
  const rows = Array.from({ length: PERIODS }, (_, i) => ({
    periodNo: i + 1,
    totalAmount: i === PERIODS - 1 ? '1816.66' : '1816.67',
    amount: `Rs. ${i === PERIODS - 1 ? '1,816.66' : '1,816.67'}`,
    canClick: 1,
    periodStatus: i === 0 ? 500 : 0,
    repayDes: i === 0 ? 'Due today' : '',
    dueTime: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  }));
  return {
    code: 0,
    message: '',
    data: {
      productName: 'Daily Loan',
      repayWaitCount: PERIODS,
      note: '',
      repayPlanDetail: { repayWaitDetail: rows, repayYetDetail: [] },
    },
  };
}

const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml' };
/** One build served with the plan; resolves to its origin and a close. */
async function serve(dir) {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname.endsWith('/v3/installment/loan-play-detail')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(plan()));
    }
    const file = path.join(dir, url.pathname);
    const found = file.startsWith(dir) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' });
    res.end(readFileSync(served));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

const builds = [...against.map((ref) => buildRef(root, ref)), { name: 'this', dir: outDir }];
/** One run: a fresh browser on one build, `taps` taps; each tap's duration to the next paint, in ms. */
async function measure(build) {
  const { origin, close } = await serve(build.dir);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const durations = [];
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/repayPlan?lang=1&productId=1&orderId=1`);
    const boxes = page.getByRole('checkbox');
    await page.waitForFunction(
      (n) => document.querySelectorAll('input[type=checkbox]:not([role=switch])').length >= n,
      PERIODS,
      {
        timeout: 60_000,
      },
    );
    const last = boxes.nth(PERIODS - 1);
    if (swipe) {
      // Swipes up the screen, a finger's touch events (each flings the page on), until the plan's end.
      const atEnd = () =>
        page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1);
      for (let i = 0; i < 60 && !(await atEnd()); i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 180, y: 560 }] });
        for (let y = 510; y >= 60; y -= 50)
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 180, y }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await page.waitForTimeout(300);
      }
      await page.waitForTimeout(500);
    }
    await last.scrollIntoViewIfNeeded();
    // Every interaction's Event Timing entries (pointer events and click), longest per interaction.
    await page.evaluate(() => {
      window.__interactions = new Map();
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (!e.interactionId) continue;
          const seen = window.__interactions.get(e.interactionId) ?? 0;
          window.__interactions.set(e.interactionId, Math.max(seen, e.duration));
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    /** A tap on the box of row `index` (0-based), as a finger: brought on screen, then tapped where it is. */
    const tapAt = async (index) => {
      const where = await page.evaluate(async (i) => {
        const row = document.querySelector(`input[data-index="${i}"]`).closest('label');
        row.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => setTimeout(resolve, 500));
        const r = row.getBoundingClientRect();
        return { x: r.left + 30, y: r.top + r.height / 2 };
      }, index);
      await page.mouse.click(where.x, where.y);
    };
    for (let i = 0; i < taps; i++) {
      const before = await page.evaluate(() => window.__interactions.size);
      // Tapping period 365 checks all 365; tapping it again unchecks it alone, and tapping period 2 unchecks
      // every period after the first: each tap repaints the list's boxes and the running total.
      const row = i % 2 === 1 && allRows ? 1 : PERIODS - 1;
      await (atPosition ? tapAt(row) : boxes.nth(row).click());
      const expected = i % 2 === 0 ? PERIODS : allRows ? 1 : PERIODS - 1;
      await page.waitForFunction(
        (n) =>
          [...document.querySelectorAll('input[type=checkbox]:not([role=switch])')].filter((b) => b.checked)
            .length === n,
        expected,
      );
      // Entries arrive after the next paint; one under 16 ms is not reported at all.
      await page.waitForTimeout(500);
      const entries = await page.evaluate(() => [...window.__interactions.values()]);
      durations.push(entries.length > before ? entries.at(-1) : 16);
    }
  } finally {
    await browser.close();
    close();
  }
  return durations;
}

// The builds in turn, run by run, so that a change in the machine during the run falls on both alike.
const results = builds.map(() => []);
for (let r = 0; r < runs; r++)
  for (const [b, build] of builds.entries()) results[b].push(await measure(build));

const tapped = allRows
  ? `taps on periods ${PERIODS} and 2 in turn, each changing ${PERIODS - 1} boxes`
  : `tap on period ${PERIODS}`;
const how = `${atPosition ? 'tapped where the box is' : "Playwright's click"}${swipe ? ', reached by swipes' : ''}`;
const shown = (ms) => (ms <= 16 ? '<= 16 ms' : `${Math.round(ms)} ms`);
console.log(
  `365-period plan, ${tapped}, to next paint (4x CPU slowdown, production build, ${taps} taps, ${how}):`,
);
for (const [b, build] of builds.entries()) {
  if (builds.length > 1) console.log(`${build.name}:`);
  for (const durations of results[b]) {
    console.log(`  each: ${durations.map(shown).join(', ')}`);
    const worst = Math.max(...durations);
    console.log(`  median ${shown(median(durations))}, worst ${shown(worst)}; goal <= ${GOAL_MS} ms`);
  }
}
