/**
 * Which calls load a page's data. A page shows its own skeleton while its data loads, so the app-wide
 * "Loading…" mask (`CallsInFlight`) leaves those calls out and covers only what a tap starts (confirm,
 * rate, apply…). `useCall` marks the signal it gives its load; every call made with that signal is page data.
 */
const pageLoads = new WeakSet<AbortSignal>();

/** Marks `signal` as a page-data load's (called by `useCall` for each load it starts). */
export function markPageLoad(signal: AbortSignal): AbortSignal {
  pageLoads.add(signal);
  return signal;
}

/** Whether a call made with this signal loads page data (so no mask); a call without one never does. */
export function isPageLoad(signal: AbortSignal | undefined): boolean {
  return signal !== undefined && pageLoads.has(signal);
}
