// Seeded fault schedules (`chaos:<seed>[:<rate>]`): each request the mock answers is, deterministically from
// the seed, the endpoint and how many times that endpoint was called before, answered normally or with one
// fault from the menu below. The same seed gives the same schedule, so a run that breaks something can be
// replayed exactly (`npm run chaos -- --seed S --journey J`).

/** One step of a schedule: what happens to one request. */
export type ChaosKind =
  | 'normal'
  /** The reply comes after `delayMs` (0–8 s, or past the client's 60 s timeout), otherwise normal. */
  | 'latency'
  /** The connection fails before the request reaches the backend: nothing is done. */
  | 'network'
  /** HTTP 500 or 502 with an HTML error page (`status`): nothing is done. */
  | 'http-error'
  /** A failure code with a message in the envelope: nothing is done. */
  | 'code'
  /** A 200 whose body is cut off (not JSON): nothing is done. */
  | 'malformed'
  /** The backend does the work, then the connection drops: the reply never arrives. */
  | 'lost'
  /** The backend does the work at once, but its reply arrives `delayMs` later: after the client gave up. */
  | 'late';

export interface ChaosStep {
  kind: ChaosKind;
  /** latency, late: how long the reply waits (unscaled milliseconds). */
  delayMs?: number;
  /** http-error: 500 or 502. */
  status?: number;
}

export interface ChaosSettings {
  seed: number;
  /** The share of requests that get a fault (0–1). */
  rate: number;
}

export const DEFAULT_CHAOS_RATE = 0.3;
/** The client's timeout (DEFAULT_TIMEOUT_MS), unscaled: "past the timeout" latencies go beyond it. */
export const CHAOS_CLIENT_TIMEOUT_MS = 60_000;
/** The failure code a `code` step answers with: none of the codes the screens give their own copy. */
export const CHAOS_FAILURE_CODE = 9901;

/** mulberry32: a tiny, well-mixed 32-bit PRNG; enough for schedules, not for secrets. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a text: an endpoint's name as a number to mix into the seed. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The fault menu: relative weights of the faulty kinds (a faulted request gets one of them). */
const MENU: ReadonlyArray<readonly [Exclude<ChaosKind, 'normal'>, number]> = [
  ['latency', 25],
  ['network', 12],
  ['http-error', 13],
  ['code', 12],
  ['malformed', 10],
  ['lost', 14],
  ['late', 14],
];
const MENU_TOTAL = MENU.reduce((sum, [, w]) => sum + w, 0);

/**
 * What happens to the `nth` (0-based) request to `endpoint` under these settings. Pure: the same seed,
 * endpoint and n always give the same step, whatever else the tab did in between.
 */
export function chaosStep(settings: ChaosSettings, endpoint: string, nth: number): ChaosStep {
  const random = mulberry32(
    (Math.imul(settings.seed >>> 0, 0x9e3779b1) ^ hashText(endpoint) ^ Math.imul(nth + 1, 0x85ebca6b)) >>> 0,
  );
  random(); // the first draw of mulberry32 is the least mixed
  if (random() >= settings.rate) return { kind: 'normal' };
  let pick = random() * MENU_TOTAL;
  let kind: Exclude<ChaosKind, 'normal'> = 'latency';
  for (const [k, w] of MENU) {
    if (pick < w) {
      kind = k;
      break;
    }
    pick -= w;
  }
  switch (kind) {
    case 'latency':
      // One in eight slow replies outlasts the client's timeout (by up to 8 s); the rest take up to 8 s.
      return {
        kind,
        delayMs:
          random() < 0.125
            ? CHAOS_CLIENT_TIMEOUT_MS + Math.round(random() * 8000)
            : Math.round(random() * 8000),
      };
    case 'late':
      return { kind, delayMs: CHAOS_CLIENT_TIMEOUT_MS + 1000 + Math.round(random() * 7000) };
    case 'http-error':
      return { kind, status: random() < 0.5 ? 500 : 502 };
    default:
      return { kind };
  }
}

/** The first `count` steps of one endpoint's schedule (what QA reads to see what a seed does). */
export function chaosSchedule(settings: ChaosSettings, endpoint: string, count: number): ChaosStep[] {
  return Array.from({ length: count }, (_, n) => chaosStep(settings, endpoint, n));
}

/** Reads `chaos:<seed>[:<rate>]` (after the `chaos`): the settings, or why not. */
export function readChaosItem(args: readonly string[]): ChaosSettings | string {
  const [seed, rate, ...extra] = args;
  if (seed === undefined || !/^\d+$/.test(seed) || Number(seed) > 0xffffffff || extra.length > 0)
    return 'expected chaos:<seed>[:<rate>], seed a whole number from 0, rate from 0 to 1';
  if (rate !== undefined && !(/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(rate) && Number(rate) <= 1))
    return 'expected chaos:<seed>[:<rate>], rate from 0 to 1 (e.g. chaos:42:0.3)';
  return { seed: Number(seed), rate: rate === undefined ? DEFAULT_CHAOS_RATE : Number(rate) };
}

/** Reads `timeScale:<factor>` (after the `timeScale`): the factor (0 < f ≤ 1), or why not. */
export function readTimeScaleItem(args: readonly string[]): number | string {
  const [factor, ...extra] = args;
  const value = Number(factor);
  if (factor === undefined || extra.length > 0 || !/^\d*\.?\d+$/.test(factor) || !(value > 0 && value <= 1))
    return 'expected timeScale:<factor>, more than 0 and at most 1 (e.g. timeScale:0.1)';
  return value;
}

/** The `timeScale` of a scenario text, without reading the rest of it (the app's client needs only this). */
export function timeScaleOf(scenarioText: string): number {
  for (const item of scenarioText.split(',')) {
    const [kind, ...args] = item.split(':').map((s) => s.trim());
    if (kind !== 'timeScale') continue;
    const value = readTimeScaleItem(args);
    if (typeof value === 'number') return value;
  }
  return 1;
}
