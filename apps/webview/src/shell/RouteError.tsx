import { LoadFailedScreen } from '@loan-h5/screens';
import { reloadPage } from '../lib/reloadPage';

/** A route that failed to load or render: a clear message and a retry (a reload fetches the code again). */
export function RouteError() {
  return <LoadFailedScreen offline={!navigator.onLine} onRetry={reloadPage} />;
}
