import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { describeCallFailure, type CallFailure } from './callErrors';

export type CallState<T> =
  { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; failure: CallFailure };

/**
 * Loads a page's data: loading → done or failed, with a retry. `key` names the inputs (e.g. the order id):
 * when it changes the data is fetched again. The call is cancelled when the page goes away or the key
 * changes, and a late answer never overwrites a newer one.
 */
export function useCall<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): CallState<T> & { retry: () => void } {
  const [state, setState] = useState<CallState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', failure: describeCallFailure(error) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
