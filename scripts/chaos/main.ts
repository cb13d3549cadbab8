// `npm run chaos -- --seeds N`: N seeded fault schedules over every money and submit journey of the built
// demo app; prints "N schedules, M requests faulted, K journeys, V violations", and for each violation the
// seed, the journey and the step log with the command that replays it (`--seed S --journey J`).
import { appendFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { buildDemoApp, DEMO_DIST } from '../../apps/webview/e2e/globalSetup';
import { serveStatic } from '../../apps/webview/e2e/staticServer';
import { journeyNamed, journeys, type ChaosJourney } from './journeys';
import { DEFAULT_RATE, DEFAULT_SCALE, runJourney, type JourneyResult } from './runner';

const { values } = parseArgs({
  options: {
    seeds: { type: 'string' },
    from: { type: 'string' },
    seed: { type: 'string' },
    journey: { type: 'string' },
    rate: { type: 'string' },
    scale: { type: 'string' },
    parallel: { type: 'string' },
    extra: { type: 'string' },
    json: { type: 'string' },
    jsonl: { type: 'string' },
    dist: { type: 'string' },
    verbose: { type: 'boolean' },
    'no-replay': { type: 'boolean' },
  },
});

const first = Number(values.seed ?? values.from ?? 1);
const count = values.seed !== undefined ? 1 : Number(values.seeds ?? 10);
const seeds = Array.from({ length: count }, (_, i) => first + i);
const chosen: ChaosJourney[] = values.journey
  ? [
      journeyNamed(values.journey) ??
        fail(`no journey "${values.journey}": ${journeys.map((j) => j.name).join(', ')}`),
    ]
  : journeys;
const rate = values.rate !== undefined ? Number(values.rate) : DEFAULT_RATE;
const scale = values.scale !== undefined ? Number(values.scale) : DEFAULT_SCALE;
const parallel = Math.max(1, Number(values.parallel ?? 2));

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const started = Date.now();
// `--dist DIR`: a demo build set aside (a long run is not disturbed by a rebuild meanwhile).
if (!values.dist) await buildDemoApp();
const server = await serveStatic(values.dist ?? DEMO_DIST);
const launch = chromiumLaunchOptions();
if (!launch.executablePath) fail('Chromium not found: set CHROME_PATH or install /usr/bin/chromium');
const browser = await chromium.launch({ ...launch, headless: true });

const queue = seeds.flatMap((seed) => chosen.map((journey) => ({ seed, journey })));
const results: JourneyResult[] = [];
console.log(
  `chaos: ${seeds.length} seed(s) from ${first}, ${chosen.length} journey(s), rate ${rate}, time scale ${scale}, ${parallel} at a time`,
);
let cutOff = 0;
async function worker() {
  for (let task = queue.shift(); task; task = queue.shift()) {
    const run = () =>
      runJourney(browser, task.journey, {
        baseURL: server.url,
        seed: task.seed,
        rate,
        scale,
        extra: values.extra,
      });
    let result = await run();
    // A journey the browser stopped answering tells nothing of the product: it runs again, once.
    if (result.outcome === 'cut off') {
      cutOff += 1;
      const firstLog = result.log;
      result = await run();
      result.log.unshift(...firstLog.map((l) => `(first run) ${l}`));
    }
    // A violation is replayed once at once: one that does not come back was the machine's timing (a
    // starved CPU holds a skeleton past the bound), one that does is the product's.
    if (result.violations.length > 0 && !values['no-replay']) {
      const again = await run();
      result.reproduced = again.violations.length > 0;
      result.log.push(
        `replayed: ${result.reproduced ? again.violations.map((v) => v.invariant).join(', ') : 'no violation'}`,
      );
    }
    results.push(result);
    // `--jsonl FILE`: each journey's result as it ends, so a long run stopped early keeps its figures.
    if (values.jsonl) appendFileSync(values.jsonl, `${JSON.stringify(result)}\n`);
    const mark = result.violations.length > 0 ? '✗' : '✓';
    if (values.verbose || result.violations.length > 0 || results.length % 20 === 0)
      console.log(
        `${mark} seed ${result.seed} ${result.journey}: ${result.outcome}, ${result.faulted} faulted of ${result.requests} requests, ${result.seconds.toFixed(1)} s (${results.length}/${seeds.length * chosen.length})`,
      );
    if (result.violations.length > 0 || values.verbose) {
      for (const v of result.violations) console.log(`    VIOLATION ${v.invariant}: ${v.message}`);
      if (result.violations.length > 0) {
        console.log(
          `    replay: npm run chaos -- --seed ${result.seed} --journey ${result.journey}` +
            (rate !== DEFAULT_RATE ? ` --rate ${rate}` : '') +
            (scale !== DEFAULT_SCALE ? ` --scale ${scale}` : ''),
        );
      }
      console.log(result.log.map((l) => `      ${l}`).join('\n'));
    }
  }
}
/** The figures so far (also when the run is stopped with Ctrl-C / SIGTERM). */
function summary() {
  const faulted = results.reduce((n, r) => n + r.faulted, 0);
  const requests = results.reduce((n, r) => n + r.requests, 0);
  const violations = results.reduce((n, r) => n + r.violations.length, 0);
  const reproduced = results.filter((r) => r.reproduced).reduce((n, r) => n + r.violations.length, 0);
  const reached = results.filter((r) => r.outcome === 'reached the end').length;
  const done = new Set(results.map((r) => r.seed)).size;
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(
    `\n${done} schedules, ${faulted} requests faulted (of ${requests}), ${results.length} journeys (${reached} reached their end), ${violations} violations` +
      (values['no-replay'] ? '' : ` (${reproduced} reproduced on replay)`) +
      (cutOff > 0 ? `; ${cutOff} cut off (the browser stopped answering) and run again` : '') +
      ` — ${minutes} min`,
  );
  return violations;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log(`\nstopped (${signal}) after ${results.length} journeys`);
    summary();
    process.exit(130);
  });

try {
  await Promise.all(Array.from({ length: parallel }, worker));
} finally {
  await browser.close();
  await server.close();
}

if (values.json) writeFileSync(values.json, JSON.stringify({ seeds, rate, scale, results }, null, 1));
process.exit(summary() > 0 ? 1 : 0);
