// What the chaos runner sees of a page: injected before any page script (Playwright's addInitScript), it
// samples the page every 200 ms and keeps what it saw in the tab's sessionStorage, so the observations of a
// journey survive its reloads and page loads.
import type { BrowserContext, Page } from 'playwright';
import type { Observations } from './checks';

export const WATCH_KEY = 'loanH5.chaos.watch';

interface WatchOptions {
  key: string;
  /** Claim name → regular expression source (matched against the page's visible text). */
  claims: Record<string, string>;
  /** Error texts (regular expression source): an error state needs a button or link beside it. */
  errors: string;
}

/** Runs in the page (serialised by Playwright): only its argument and the page's globals. */
function watchPage({ key, claims, errors }: WatchOptions) {
  if (window.top !== window) return;
  type Stored = {
    claims: Array<{ claim: string; at: number; text: string }>;
    busy: Array<{ key: string; ms: number; open: boolean }>;
    deadEnds: Array<{ text: string; at: number }>;
    pageErrors: string[];
  };
  const read = (): Stored => {
    try {
      const parsed = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Stored | null;
      if (parsed && Array.isArray(parsed.claims)) return parsed;
    } catch {
      // fall through: a fresh record
    }
    return { claims: [], busy: [], deadEnds: [], pageErrors: [] };
  };
  const write = (s: Stored) => sessionStorage.setItem(key, JSON.stringify(s));
  const update = (change: (s: Stored) => void) => {
    const s = read();
    change(s);
    write(s);
  };
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    update((s) =>
      s.pageErrors.push(`unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`),
    );
  });

  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0.05;
  };
  const label = (el: Element) =>
    (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.textContent || '')
      .trim()
      .slice(0, 60);
  /** What is busy now, by a key that changes when the page moves on (a new call shows a new text). */
  const busyNow = (): string[] => {
    const keys = new Set<string>();
    const status = [...document.querySelectorAll('[role="status"]')]
      .filter(visible)
      .map(label)
      .join(' | ')
      .slice(0, 80);
    for (const el of document.querySelectorAll('[data-loading-mask]'))
      if (visible(el)) keys.add(`mask ${status}`);
    for (const el of document.querySelectorAll('button[data-loading]'))
      if (visible(el)) keys.add(`busy button "${label(el)}" ${status}`);
    for (const el of document.querySelectorAll('[aria-busy="true"]'))
      if (visible(el) && el.tagName !== 'BUTTON') keys.add(`busy ${el.tagName.toLowerCase()} ${status}`);
    return [...keys];
  };
  const claimRes = Object.entries(claims).map(([name, source]) => [name, new RegExp(source)] as const);
  const errorRe = new RegExp(errors);
  const open = new Map<string, number>();
  const seenClaims = new Set(read().claims.map((c) => c.claim));
  let deadSince = new Map<string, number>();

  /** Busy indicators: how long each stays. */
  const trackBusy = (now: number) => {
    const busy = new Set(busyNow());
    for (const k of busy) if (!open.has(k)) open.set(k, now);
    for (const [k, since] of [...open]) {
      if (busy.has(k)) continue;
      open.delete(k);
      const ms = now - since;
      if (ms > 1000) update((s) => s.busy.push({ key: k, ms, open: false }));
    }
    return busy;
  };

  const sample = () => {
    if (!document.body) return;
    const now = Date.now();
    const text = document.body.innerText;
    // Claims, first sighting of each.
    for (const [name, re] of claimRes) {
      if (seenClaims.has(name)) continue;
      const m = re.exec(text);
      if (m) {
        seenClaims.add(name);
        update((s) => s.claims.push({ claim: name, at: now, text: m[0] }));
      }
    }
    const busy = trackBusy(now);
    // Error states: an error text on screen, and no enabled button or link anywhere outside a mask.
    const errorMatch = errorRe.exec(text);
    const nextDead = new Map<string, number>();
    if (errorMatch && busy.size === 0) {
      const wayOn = [...document.querySelectorAll('button, a[href], [role="button"]')].some(
        (el) =>
          visible(el) &&
          !(el as HTMLButtonElement).disabled &&
          el.getAttribute('aria-disabled') !== 'true' &&
          !el.closest('[data-loading-mask]'),
      );
      if (!wayOn) {
        const since = deadSince.get(errorMatch[0]) ?? now;
        nextDead.set(errorMatch[0], since);
        if (now - since >= 1500 && now - since < 1700)
          update((s) => s.deadEnds.push({ text: errorMatch[0], at: now }));
      }
    }
    deadSince = nextDead;
  };
  const timer = setInterval(sample, 200);
  // Every change of the page ends (or starts) a busy period at once: an error state shown for less than a
  // sample (a borrower who taps Try again at once) must split two waits, not join them into one (seed 4).
  new MutationObserver(() => trackBusy(Date.now())).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'data-loading', 'data-loading-mask', 'style', 'class', 'hidden'],
  });
  // The page goes away (a reload, the next page): what was busy ends here, not stuck.
  window.addEventListener('pagehide', () => {
    clearInterval(timer);
    const now = Date.now();
    const ended = [...open].map(([k, since]) => ({ key: k, ms: now - since, open: false }));
    if (ended.some((b) => b.ms > 1000)) update((s) => s.busy.push(...ended.filter((b) => b.ms > 1000)));
    open.clear();
  });
  Object.assign(window, {
    loanH5ChaosOpenBusy: () =>
      [...open].map(([k, since]) => ({ key: k, ms: Date.now() - since, open: true })),
  });
}

export async function installWatcher(context: BrowserContext, options: Omit<WatchOptions, 'key'>) {
  await context.addInitScript(watchPage, { ...options, key: WATCH_KEY });
}

/** The journey's observations so far (the page-error list is the runner's own, from Playwright). */
export async function readObservations(
  page: Page,
): Promise<Omit<Observations, 'pageErrors'> & { pageErrors: string[] }> {
  return page.evaluate((key) => {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Observations | null;
    const openBusy =
      (window as unknown as { loanH5ChaosOpenBusy?: () => Observations['busy'] }).loanH5ChaosOpenBusy?.() ??
      [];
    const base = stored ?? { claims: [], busy: [], deadEnds: [], pageErrors: [] };
    return { ...base, busy: [...base.busy, ...openBusy] };
  }, WATCH_KEY);
}
