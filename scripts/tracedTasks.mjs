// The longest main-thread task of a page load as a phone would run it: Chromium's own CPU throttle (4x), the
// page traced from navigation for a fixed window, and nothing else asked of the browser. It talks to Chromium
// over the DevTools pipe and sends only what a trace needs (Target, Emulation, Tracing, Page.navigate,
// Browser.close), never Runtime.enable. A Puppeteer or Playwright page enables the Runtime domain, and with
// the inspector on, V8 re-parses the entry to collect source positions while it evaluates (`V8.CollectSourcePositions`, 120–190 ms of a 160–250 ms task on
// /loanDetails at 4x, 27 Nov 2026), a cost no borrower's phone pays. Lighthouse's figure is simulated from
// an unthrottled load; this one is measured, and the two should agree within this machine's noise.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './median.mjs';

const CATEGORIES = 'toplevel,v8,devtools.timeline';

/**
 * A page with nothing of ours in it. Its longest task is what the browser and the machine cost any page (the
 * renderer's commit of the navigation, its first script context): the floor under every route's figure. On a
 * slow day that floor alone passed 150 ms at 4x (135–160 ms, 29 Nov 2026), so a route's traced figure is read
 * beside the floor of the same run.
 */
export const EMPTY_PAGE_PATH = '/__empty-page';
export const EMPTY_PAGE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty</title></head>' +
  '<body><p>An empty page.</p></body></html>';
/** Lighthouse's benchmark index of a low-tier phone (a Moto G4 Power 2022) and of a Pixel 5, as DevTools calibrates. */
const LOW_TIER_PHONE = 264;
const MID_TIER_PHONE = 1000;
const TASK = /^(RunTask|ThreadControllerImpl::RunTask)$/;
/** A trace event's thread, as one key. */
const threadOf = (e) => `${e.pid}:${e.tid}`;

/**
 * One Chromium with a profile of its own (a cold cache, as Lighthouse loads), spoken to over
 * --remote-debugging-pipe (fd 3 in, fd 4 out, NUL-separated JSON).
 */
function launch(chromePath, flags) {
  const profile = mkdtempSync(path.join(tmpdir(), 'loan-h5-traced-'));
  const chrome = spawn(
    chromePath,
    [
      ...(flags.some((f) => f.startsWith('--headless')) ? [] : ['--headless']),
      ...flags,
      `--user-data-dir=${profile}`,
      '--remote-debugging-pipe',
      '--window-size=412,823',
      'about:blank',
    ],
    // Its own process group, so closing it takes its helper processes too.
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'], detached: true },
  );
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  const [toChrome, fromChrome] = [chrome.stdio[3], chrome.stdio[4]];
  let id = 0;
  let buffer = '';
  const pending = new Map();
  const listeners = new Set();
  fromChrome.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end;
    while ((end = buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (message.id) pending.get(message.id)?.(message);
      else for (const listener of listeners) listener(message);
    }
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const messageId = ++id;
      pending.set(messageId, (m) =>
        m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result),
      );
      toChrome.write(
        JSON.stringify({ id: messageId, method, params, ...(sessionId ? { sessionId } : {}) }) + '\0',
      );
    });
  // Closed as a user would (its helpers write to the profile until then), then the profile is removed.
  const close = async () => {
    await Promise.race([send('Browser.close'), new Promise((resolve) => setTimeout(resolve, 3000))]).catch(
      () => {},
    );
    try {
      process.kill(-chrome.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // A helper still writing: a temporary folder left behind is no reason to stop a benchmark.
    }
  };
  return { send, listeners, close };
}

/**
 * Loads `url` in a fresh browser at `rate`x CPU and returns its main thread's tasks longer than 50 ms from
 * navigation to `windowMs` after, longest first, each with the longest event inside it (what it was doing).
 */
export async function tracedLongTasks(url, { chromePath, flags = [], rate = 4, windowMs = 5000 }) {
  const chrome = launch(chromePath, flags);
  try {
    const { targetId } = await chrome.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await chrome.send('Target.attachToTarget', { targetId, flatten: true });
    const events = [];
    const complete = new Promise((resolve) =>
      chrome.listeners.add((m) => {
        if (m.method === 'Tracing.dataCollected') events.push(...m.params.value);
        if (m.method === 'Tracing.tracingComplete') resolve();
      }),
    );
    await chrome.send('Emulation.setCPUThrottlingRate', { rate }, sessionId);
    await chrome.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' }, sessionId);
    await chrome.send('Page.navigate', { url }, sessionId);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    await chrome.send('Tracing.end', {}, sessionId);
    await complete;
    return longTasksOf(events);
  } finally {
    await chrome.close();
  }
}

/**
 * The page's main thread's tasks over 50 ms (the busiest renderer main thread), longest first. `commit` marks
 * the renderer's commit of the navigation (the task holding `CommitLoad`): Chromium's own work, which an empty
 * page pays too (its window's script context, the document's creation), with the first bytes of our document
 * parsed inside it and the fetches its preload scanner finds there started (the entry and config.js: 0-60 ms
 * of it at 4x, traced 3 Dec 2026). Every other task runs the page: its scripts, its parse, its frames.
 */
export function longTasksOf(events) {
  const renderers = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map(threadOf),
  );
  const complete = events.filter((e) => e.ph === 'X' && e.dur);
  const tasks = complete.filter((e) => TASK.test(e.name) && renderers.has(threadOf(e)));
  const busy = new Map();
  for (const t of tasks) busy.set(threadOf(t), (busy.get(threadOf(t)) ?? 0) + t.dur);
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = complete.filter((e) => threadOf(e) === main);
  return tasks
    .filter((t) => threadOf(t) === main && t.dur > 50_000)
    .sort((a, b) => b.dur - a.dur)
    .map((t) => {
      const inside = onMain.filter(
        (e) => e !== t && !TASK.test(e.name) && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur,
      );
      const commit = inside.some((e) => e.name === 'CommitLoad');
      const top = inside.sort((a, b) => b.dur - a.dur)[0];
      return { ms: t.dur / 1000, doing: top ? top.name.replace(/^v8\./, '') : 'other', commit };
    });
}

/**
 * A heading and two lines on the machine a run was measured on: the empty page's longest traced task (the floor) and
 * Lighthouse's benchmark index, with the phone that 4x on this machine stands for.
 */
export function describeMachine({ floors, benchmarkIndexes, rate = 4 }) {
  const range = (values, unit = '') => {
    const middle = median(values);
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return {
      middle,
      text: `median ${Math.round(middle)}${unit} (${Math.round(low)}–${Math.round(high)}${unit}, ${values.length} loads)`,
    };
  };
  const parts = [];
  if (floors.length) {
    parts.push(
      `an empty page's longest task traced at ${rate}x, the floor under every route: ${range(floors, ' ms').text}`,
    );
  }
  if (benchmarkIndexes.length) {
    const index = range(benchmarkIndexes);
    const phone = Math.round(index.middle / rate);
    const tier =
      phone < LOW_TIER_PHONE
        ? 'slower than a low-tier phone'
        : phone < MID_TIER_PHONE
          ? 'between a low-tier phone and a Pixel 5'
          : 'a Pixel 5 or faster';
    parts.push(
      `Lighthouse's benchmark index ${index.text}, so ${rate}x stands for a phone of about ${phone} (${tier}: DevTools puts a low-tier phone at ${LOW_TIER_PHONE}, a Pixel 5 at ${MID_TIER_PHONE})`,
    );
  }
  return parts.length ? ['The machine in this run:', ...parts.map((p) => `- ${p}.`)].join('\n') : '';
}
