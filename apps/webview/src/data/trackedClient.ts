import type { ApiClient } from '@loan-h5/api';
import { activity as defaultActivity, type Activity } from './activity';

/** The client the app uses: every call shows "Loading…" while it runs (spec: the general client's indicator). */
export function trackedClient(client: ApiClient, activity: Activity = defaultActivity): ApiClient {
  return {
    page: client.page,
    url: client.url,
    call: (endpoint, payload, options) => activity.track(client.call(endpoint, payload, options)),
  };
}
