/**
 * Which calls the app-wide "Loading…" mask (`CallsInFlight`) leaves out. It covers what a tap starts and the
 * borrower waits for (confirm, rate, apply…), and not:
 * - a page's data load: the page shows its own skeleton. `useCall` marks the signal it gives its load;
 *   every call made with that signal is page data.
 * - a call nobody waits for (a visit or a tap counted for the promotion's figures): it goes on behind the
 *   page, and a slow one must not cover the page, or a screen it moved on to, with the mask.
 */
const pageLoads = new WeakSet<AbortSignal>();
const unwaited = new WeakSet<AbortSignal>();

/** Marks `signal` as a page-data load's (called by `useCall` for each load it starts). */
export function markPageLoad(signal: AbortSignal): AbortSignal {
  pageLoads.add(signal);
  return signal;
}

/** Whether a call made with this signal loads page data (so no mask); a call without one never does. */
export function isPageLoad(signal: AbortSignal | undefined): boolean {
  return signal !== undefined && pageLoads.has(signal);
}

/** A signal for a call nobody waits for (`client.call(trackVisit, …, { signal: unwaitedCall() })`). */
export function unwaitedCall(): AbortSignal {
  const signal = new AbortController().signal;
  unwaited.add(signal);
  return signal;
}

/** Whether the mask leaves a call made with this signal out: page data, or a call nobody waits for. */
export function leavesMaskOut(signal: AbortSignal | undefined): boolean {
  return signal !== undefined && (pageLoads.has(signal) || unwaited.has(signal));
}
