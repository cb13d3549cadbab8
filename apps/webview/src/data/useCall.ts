import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { outcomeNow } from '@loan-h5/api';
import { describeCallFailure, type CallFailure } from './callErrors';
import { startedInFirstRender, takeStartedInFirstRender } from './firstRender';
import { markPageLoad } from './pageLoad';

export type CallState<T> =
  { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; failure: CallFailure };

/** A call started as the app's first render ran, with its state if it came back settled. */
interface StartedCall<T> {
  request: string;
  controller: AbortController;
  answer: Promise<T>;
  settled?: CallState<T>;
}

/** The state of a call that has settled and says so (`settled`), else undefined. */
function settledState<T>(answer: Promise<T>): CallState<T> | undefined {
  const outcome = outcomeNow(answer);
  if (!outcome) return undefined;
  return outcome.ok
    ? { status: 'done', data: outcome.value }
    : { status: 'failed', failure: describeCallFailure(outcome.reason) };
}

/** Starts a page's call in the app's first render (`firstRender`), noting its state if it came back settled. */
function startCall<T>(load: (signal: AbortSignal) => Promise<T>, request: string): StartedCall<T> {
  const controller = new AbortController();
  const answer = load(markPageLoad(controller.signal));
  answer.catch(() => undefined); // read by its state or by the effect that takes it
  return { request, controller, answer, settled: settledState(answer) };
}

/**
 * Loads a page's data: loading → done or failed, with a retry. `key` names the inputs (e.g. the order id):
 * when it changes the data is fetched again. The call is cancelled when the page goes away or the key
 * changes, and a late answer never overwrites a newer one. Pass the given signal to every call: it marks
 * them as page data, which the page shows as its skeleton, not under the app's "Loading…" mask. In the
 * app's first render the call starts as the page renders (`firstRender`): a reply already in is drawn at once.
 */
export function useCall<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): CallState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const id = useId();
  const settled = startedInFirstRender(id, () => startCall(load, request))?.settled;
  // The answer is stored with the request it answers: until the current request answers, it is loading.
  const [answer, setAnswer] = useState<{ request: string; state: CallState<T> } | null>(() =>
    settled ? { request, state: settled } : null,
  );
  const loadRef = useRef(load);
  const answerRef = useRef(answer);
  useLayoutEffect(() => {
    loadRef.current = load;
    answerRef.current = answer;
  });

  useEffect(() => {
    // The first render's call goes on here, taken once (a later return to the same key asks afresh).
    const first = takeStartedInFirstRender<StartedCall<T>>(id);
    if (answerRef.current?.request === request) return; // the first frame drew it: nothing to ask
    const going = first?.request === request && !first.controller.signal.aborted ? first : null;
    const controller = going?.controller ?? new AbortController();
    // The page drawn from its data is a transition: React renders it in slices and lets the phone answer
    // taps and paint between them, instead of one long task on a slow CPU (Lighthouse's blocking time).
    const settle = (state: CallState<T>) => {
      if (!controller.signal.aborted) startTransition(() => setAnswer({ request, state }));
    };
    (going?.answer ?? loadRef.current(markPageLoad(controller.signal))).then(
      (data) => settle({ status: 'done', data }),
      (error: unknown) => settle({ status: 'failed', failure: describeCallFailure(error) }),
    );
    return () => controller.abort();
  }, [id, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: CallState<T> = answer?.request === request ? answer.state : { status: 'loading' };
  return { ...state, retry };
}

/** The screen status for a call: the screens' `ready | loading | error`. */
export function screenStatus(call: Pick<CallState<unknown>, 'status'>): 'ready' | 'loading' | 'error' {
  return call.status === 'done' ? 'ready' : call.status === 'failed' ? 'error' : 'loading';
}
