import { ToastHost } from '@loan-h5/screens';
import { CallsInFlight } from './CallsInFlight';

/**
 * What the shell lays over every page: the toasts' live region and the "Loading…" mask of a running submit.
 * Its own chunk (AppShell loads it beside the page's code): neither shows on a first paint, and keeping them
 * out of the entry keeps every route's first load within its budget.
 */
export default function ShellOverlays() {
  return (
    <>
      <CallsInFlight />
      <ToastHost />
    </>
  );
}
