/**
 * Resolves when `promise` settles or `ms` have passed, whichever comes first; the timer goes with it. For a
 * first render that waits a moment for something close behind (a read's reply, a document's text), never
 * long: a rejection counts as settled, since the render must not wait on a failure.
 */
export function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, timeUp]).then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );
}
