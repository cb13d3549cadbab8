import type { ApiClient } from '@loan-h5/api';
import { activity as defaultActivity, type Activity } from './activity';
import { leavesMaskOut } from './pageLoad';

/**
 * The client the app uses: a call a tap starts (confirm, rate, apply, open an agreement…) shows the
 * "Loading…" mask while it runs (spec: the general client's indicator). A page's data load (`useCall`)
 * does not: the page shows its own skeleton, and its bar stays usable; nor does a call nobody waits for
 * (`unwaitedCall`: the promotion's visit and tap counts).
 */
export function trackedClient(client: ApiClient, activity: Activity = defaultActivity): ApiClient {
  return {
    page: client.page,
    market: client.market,
    url: client.url,
    prefetch: client.prefetch,
    dropPrefetched: client.dropPrefetched,
    prefetchedIn: client.prefetchedIn,
    call: (endpoint, payload, options) => {
      const call = client.call(endpoint, payload, options);
      return leavesMaskOut(options?.signal) ? call : activity.track(call);
    },
  };
}
