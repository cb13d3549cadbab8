import { useEffect, useLayoutEffect } from 'react';

/**
 * The app's first render (main.tsx opens it as it renders the opened page; that render's commit ends it).
 * Only then does `useCall` start a page's call as the page renders: a reply the page's start-up already
 * holds comes back settled, and the first frame draws the data, not a skeleton frame with the data a render
 * later. A page opened later asks from its effect, as React expects (a render there may be thrown away).
 */
let open = false;
/**
 * The calls started in the first render, by the `useId` of the hook that started each (the same in strict
 * mode's second render and in a render replayed in place, so a page asks once), until its effect takes it.
 */
const started = new Map<string, { controller: AbortController }>();

export function openFirstRender(): void {
  open = true;
}

/** The call this hook started in the first render; started now (`start`) if the first render is running. */
export function startedInFirstRender<Call extends { controller: AbortController }>(
  id: string,
  start: () => Call,
): Call | undefined {
  const call = started.get(id) as Call | undefined;
  if (call || !open) return call;
  const begun = start();
  started.set(id, begun);
  return begun;
}

/** Takes this hook's call out (its effect goes on with it). */
export function takeStartedInFirstRender<Call>(id: string): Call | undefined {
  const call = started.get(id) as Call | undefined;
  started.delete(id);
  return call;
}

export const isFirstRender = (): boolean => open;

/**
 * Rendered once, after the app: its commit ends the first render. Its effect runs after the page's (it is
 * the last one), so a call still here was started by a render React threw away (a page that suspended as it
 * opened): cancelled, which puts a prefetched reply it was waiting for back for the page's own call.
 */
export function EndFirstRender(): null {
  useLayoutEffect(() => {
    open = false;
  }, []);
  useEffect(() => {
    for (const call of started.values()) call.controller.abort();
    started.clear();
  }, []);
  return null;
}
