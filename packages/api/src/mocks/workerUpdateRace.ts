/**
 * MSW's `start` asks a worker registration it finds to update, and neither waits for nor catches the answer
 * (msw 2, `getWorkerInstance`). When the page before this one was the worker's last, the worker unregisters
 * itself as that page unloads (mockServiceWorker.js, `CLIENT_CLOSED`); if that lands while the update runs,
 * the update fails with "Not found" and the page gets an uncaught rejection. The mock backend answers all
 * the same: this page stays under the worker it opened with, and the next load registers a new one. Seen in
 * CI on 28 Nov 2026 (pages opened one after another in one tab, as the journeys' reloads do).
 */
export function isWorkerUpdateRace(reason: unknown, workerScriptUrl: string): boolean {
  const message =
    typeof reason === 'object' && reason !== null ? (reason as { message?: unknown }).message : null;
  return (
    typeof message === 'string' &&
    message.startsWith('Failed to update a ServiceWorker') &&
    message.includes(`('${workerScriptUrl}')`) &&
    message.endsWith(': Not found')
  );
}

/** Keeps that one rejection, of the mock's own worker, from being reported as the page's error. */
export function ignoreWorkerUpdateRace(target: Window, workerScriptUrl: string): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isWorkerUpdateRace(event.reason, workerScriptUrl)) event.preventDefault();
  });
}
