import { useSyncExternalStore } from 'react';
import { LoadingOverlay } from '@loan-h5/screens';
import { activity as defaultActivity, type Activity } from '../data/activity';

/**
 * The blocking "Loading…" mask while a call a tap started runs (see `trackedClient`: a page's data load shows
 * the page's skeleton instead); it goes away when the last one ends, however it ends.
 */
export function CallsInFlight({ activity = defaultActivity }: { activity?: Activity }) {
  const count = useSyncExternalStore(activity.subscribe, activity.count, activity.count);
  return <LoadingOverlay visible={count > 0} />;
}
