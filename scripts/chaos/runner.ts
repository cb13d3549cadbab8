// One seed, one journey: a fresh phone-sized context inside the fake Android app, the demo app under
// `chaos:<seed>:<rate>,timeScale:<scale>`, a persistent borrower (taps Try again / Check again, reloads once
// mid-flow, taps twice when impatient), then the invariants checked against the mock's record.
import type { Browser, Page } from 'playwright';
import { mulberry32 } from '../../packages/api/src/mocks/chaos';
import { installFakeNativeApp } from '../../apps/webview/e2e/fakeNativeApp';
import { checkJourney, type MockRecord, type Violation } from './checks';
import { phoneBorrower, RETRY, untilSettled } from './borrower';
import type { ChaosJourney } from './journeys';
import { shows } from './journeys';
import { installWatcher, readObservations } from './watcher';

/** A phone as the borrowers have it (as the journeys' e2e/journey.ts). */
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

export const CLIENT_TIMEOUT_MS = 60_000;
export const DEFAULT_SCALE = 0.05;
export const DEFAULT_RATE = 0.3;
/** Error texts of the app (English): each needs a way on beside it. */
const ERROR_TEXTS =
  'Something went wrong|Network error|taking too long|Could not load|could not be shown|was not sent|Processing failed|Still no answer|Some photos were not sent';

export interface RunOptions {
  baseURL: string;
  seed: number;
  rate?: number;
  scale?: number;
  /** Extra scenario items (a deliberately broken build's switch, for the runner's own test). */
  extra?: string;
}

export interface JourneyResult {
  seed: number;
  journey: string;
  /** `cut off`: the browser stopped answering the runner (no invariant is checked; the run replays it). */
  outcome: 'reached the end' | 'gave up' | 'cut off';
  requests: number;
  faulted: number;
  violations: Violation[];
  log: string[];
  seconds: number;
  /** Set by a run that replays a violating journey: whether the violation came back. */
  reproduced?: boolean;
}

function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The scenario a journey runs under. */
export function scenarioOf(journey: ChaosJourney, options: RunOptions): string {
  const items = [
    `chaos:${options.seed}:${options.rate ?? DEFAULT_RATE}`,
    `timeScale:${options.scale ?? DEFAULT_SCALE}`,
    journey.state,
    options.extra ?? '',
  ];
  return items.filter(Boolean).join(',');
}

async function readRecord(page: Page): Promise<MockRecord | null> {
  return page
    .evaluate(
      () => (window as unknown as { loanH5MockRecord?: () => MockRecord }).loanH5MockRecord?.() ?? null,
    )
    .catch(() => null);
}

export async function runJourney(
  browser: Browser,
  journey: ChaosJourney,
  options: RunOptions,
): Promise<JourneyResult> {
  const started = Date.now();
  const scale = options.scale ?? DEFAULT_SCALE;
  const timeoutMs = CLIENT_TIMEOUT_MS * scale;
  // The bound on anything busy: the client's timeout + 5 s, scaled, and a second for a loaded machine.
  const busyLimitMs = (CLIENT_TIMEOUT_MS + 5000) * scale + 1000;
  const random = mulberry32((options.seed ^ hashText(journey.name)) >>> 0);
  const log: string[] = [];
  const t0 = Date.now();
  const note = (line: string) => log.push(`${String(Date.now() - t0).padStart(6)} ms  ${line}`);

  const context = await browser.newContext({ ...PHONE, baseURL: options.baseURL });
  context.setDefaultTimeout(5000);
  // Some of Playwright's calls wait without a bound (evaluate, a touch): if the browser stops answering one,
  // the journey is cut off at its deadline and a half, its context closed, rather than holding the run.
  let cutOff = false;
  const watchdog = setTimeout(
    () => {
      cutOff = true;
      note('cut off: the browser stopped answering the runner');
      void context.close().catch(() => undefined);
    },
    1.5 * (60_000 + 20 * timeoutMs),
  );
  await installFakeNativeApp(context);
  await installWatcher(context, { claims: journey.claims, errors: ERROR_TEXTS });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => {
    pageErrors.push(error.message);
    note(`page error: ${error.message}`);
  });
  let requests = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') requests += 1;
  });

  const borrower = phoneBorrower(page, random, note);
  const settle = () => untilSettled(page, busyLimitMs);

  const scenario = scenarioOf(journey, options);
  const sep = journey.start.includes('?') ? '&' : '?';
  const url = `${journey.start}${sep}mock=${encodeURIComponent(scenario)}${journey.hash ?? ''}`;
  let outcome: JourneyResult['outcome'] = 'gave up';
  const violations: Violation[] = [];
  try {
    note(`open ${url}`);
    await page.goto(url, { waitUntil: 'load' }).catch((e: Error) => note(`open failed: ${e.message}`));
    // The reload comes after one of the acts, chosen by the seed.
    const reloadAfterAct = 1 + Math.floor(random() * (journey.steps.length + 1));
    let acts = 0;
    let retries = 0;
    let lastMove = Date.now();
    let reloaded = false;
    const doneClaims = Object.keys(journey.rules.doneClaims);
    /** The borrower saw it done (a modal that went, a page that moved on): they stop there. */
    const sawDone = async () =>
      doneClaims.length > 0 &&
      (await readObservations(page).catch(() => null))?.claims.some((c) => doneClaims.includes(c.claim)) ===
        true;
    /** The borrower stops: why, what the page said to them then (its alerts), and a picture when asked for. */
    const giveUp = async (why: string) => {
      note(`gives up: ${why}`);
      const said = await page
        .getByRole('alert')
        .allTextContents()
        .catch(() => [] as string[]);
      const words = said.map((s) => s.trim()).filter(Boolean);
      if (words.length > 0) note(`  the page said: ${words.join(' | ')}`);
      const headings = await page
        .getByRole('heading')
        .allTextContents()
        .catch(() => [] as string[]);
      note(`  on ${page.url().replace(/[?&]mock=[^&#]*/, '')}: ${headings.map((h) => h.trim()).join(' | ')}`);
      if (process.env.CHAOS_SHOTS)
        await page
          .screenshot({ path: `${process.env.CHAOS_SHOTS}/${journey.name}-${options.seed}-gave-up.png` })
          .catch(() => undefined);
    };
    const deadline = Date.now() + 60_000 + 20 * timeoutMs;
    while (Date.now() < deadline) {
      if ((await journey.end(page).catch(() => false)) || (await sawDone())) {
        outcome = 'reached the end';
        note('the end of the journey');
        break;
      }
      const retry = page.getByRole('button', { name: RETRY });
      if (await shows(retry)) {
        if (retries >= 8) {
          await giveUp('tapped the way on 8 times');
          break;
        }
        retries += 1;
        const name =
          (await retry
            .first()
            .textContent()
            .catch(() => '')) ?? '';
        note(`taps "${name.trim()}"`);
        await retry
          .first()
          .tap({ timeout: 2000 })
          .catch((e: Error) => note(`  tap failed: ${e.message.split('\n')[0]}`));
        await settle();
        lastMove = Date.now();
        continue;
      }
      let acted = false;
      for (const step of journey.steps) {
        if (await step.done(page).catch(() => false)) continue;
        if (!(await step.ready(page).catch(() => false))) break;
        if (acts >= 14) break;
        acts += 1;
        note(`${step.name}`);
        if (process.env.CHAOS_SHOTS)
          await page
            .screenshot({
              path: `${process.env.CHAOS_SHOTS}/${journey.name}-${options.seed}-${acts}-${step.name.replace(/\W+/g, '-')}.png`,
            })
            .catch(() => undefined);
        await step.act(page, borrower).catch((e: Error) => note(`  failed: ${e.message.split('\n')[0]}`));
        await settle();
        acted = true;
        if (!reloaded && acts === reloadAfterAct) {
          reloaded = true;
          note('reloads the page');
          await page.reload({ waitUntil: 'load' }).catch((e: Error) => note(`  reload failed: ${e.message}`));
          // A borrower looks at the page once it is drawn (the draft comes back from storage).
          await page.waitForTimeout(600);
          await settle();
        }
        break;
      }
      if (acted) {
        lastMove = Date.now();
        continue;
      }
      if (acts >= 14) {
        await giveUp('14 acts');
        break;
      }
      // Nothing to do: the page is on its way, or stuck (a borrower waits, then gives up).
      if (Date.now() - lastMove > busyLimitMs + 4000) {
        await giveUp('nothing to tap');
        break;
      }
      await page.waitForTimeout(250);
    }

    // Replies still held back (late, slow) land before the record is read.
    let record = await readRecord(page);
    for (let i = 0; i < 40 && (record?.inFlight ?? 0) > 0; i++) {
      await page.waitForTimeout(250);
      record = await readRecord(page);
    }
    const seen = await readObservations(page).catch(() => ({
      claims: [],
      busy: [],
      deadEnds: [],
      pageErrors: [],
    }));
    if (!record) {
      note('no record: the page has no mock backend');
      record = { scenario, effects: [], faults: [], inFlight: 0 };
    }
    note(`record: ${record.effects.map((e) => `${e.kind} ${e.subject}`).join('; ') || 'no effects'}`);
    note(`faults: ${record.faults.map((f) => `${f.endpoint}#${f.nth} ${f.step.kind}`).join('; ') || 'none'}`);
    // A record read from a closed context is nobody's: a cut-off journey checks nothing.
    if (cutOff) throw new Error('cut off');
    violations.push(
      ...checkJourney(
        journey.rules,
        record,
        { ...seen, pageErrors: [...seen.pageErrors, ...pageErrors] },
        busyLimitMs,
      ),
    );
    if (journey.after) violations.push(...(await journey.after(page, record, note)));
    return {
      seed: options.seed,
      journey: journey.name,
      outcome,
      requests,
      faulted: record.faults.length,
      violations,
      log,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    if (!cutOff) throw error;
    return {
      seed: options.seed,
      journey: journey.name,
      outcome: 'cut off',
      requests,
      faulted: 0,
      violations: [],
      log,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    clearTimeout(watchdog);
    await context.close().catch(() => undefined);
  }
}
