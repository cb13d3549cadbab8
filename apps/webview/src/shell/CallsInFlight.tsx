import { useSyncExternalStore } from 'react';
import { LoadingOverlay } from '@loan-h5/screens';
import { activity as defaultActivity, type Activity } from '../data/activity';

/** "Loading…" over the page while a tracked call runs; it goes away when the last one ends, however it ends. */
export function CallsInFlight({ activity = defaultActivity }: { activity?: Activity }) {
  const count = useSyncExternalStore(activity.subscribe, activity.count, activity.count);
  return <LoadingOverlay visible={count > 0} />;
}
