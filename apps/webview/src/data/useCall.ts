import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { describeCallFailure, type CallFailure } from './callErrors';
import { markPageLoad } from './pageLoad';

export type CallState<T> =
  { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; failure: CallFailure };

/**
 * Loads a page's data: loading → done or failed, with a retry. `key` names the inputs (e.g. the order id):
 * when it changes the data is fetched again. The call is cancelled when the page goes away or the key
 * changes, and a late answer never overwrites a newer one. Pass the given signal to every call: it marks
 * them as page data, which the page shows as its skeleton, not under the app's "Loading…" mask.
 */
export function useCall<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): CallState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The answer is stored with the request it answers: until the current request answers, it is loading.
  const [answer, setAnswer] = useState<{ request: string; state: CallState<T> } | null>(null);
  const request = `${key}#${attempt}`;
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    // The page drawn from its data is a transition: React renders it in slices and lets the phone answer
    // taps and paint between them, instead of one long task on a slow CPU (Lighthouse's blocking time).
    const settle = (state: CallState<T>) => {
      if (!controller.signal.aborted) startTransition(() => setAnswer({ request, state }));
    };
    loadRef.current(markPageLoad(controller.signal)).then(
      (data) => settle({ status: 'done', data }),
      (error: unknown) => settle({ status: 'failed', failure: describeCallFailure(error) }),
    );
    return () => controller.abort();
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: CallState<T> = answer?.request === request ? answer.state : { status: 'loading' };
  return { ...state, retry };
}

/** The screen status for a call: the screens' `ready | loading | error`. */
export function screenStatus(call: Pick<CallState<unknown>, 'status'>): 'ready' | 'loading' | 'error' {
  return call.status === 'done' ? 'ready' : call.status === 'failed' ? 'error' : 'loading';
}
