import { useLayoutEffect } from 'react';

/**
 * The app's first render (main.tsx opens it as it renders the opened page; that page's first commit ends
 * it). Only then does `useCall` start a page's call as it renders: a reply the page's start-up already holds
 * comes back settled, and the first frame draws the data instead of a skeleton frame followed by the data
 * a render later. Any later page asks from its effect, as React expects (a render may be thrown away).
 */
let open = false;

export function openFirstRender(): void {
  open = true;
}

export const isFirstRender = (): boolean => open;

/** Rendered once beside the app: its first commit ends the first render. */
export function EndFirstRender(): null {
  useLayoutEffect(() => {
    open = false;
  }, []);
  return null;
}
