import { useRouteError } from 'react-router-dom';
import { LoadFailedScreen } from '@loan-h5/screens';
import { reloadPage } from '../lib/reloadPage';

/** A route that failed to load or render: a clear message and a retry (a reload fetches the code again). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <LoadFailedScreen offline={!navigator.onLine} onRetry={reloadPage} />;
}
