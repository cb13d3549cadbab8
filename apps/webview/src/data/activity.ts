/**
 * Calls in flight that the borrower should see as "Loading…". The count always goes back down when a call
 * ends — on success, failure, timeout or cancel — so the indicator can never stay up.
 */
export function createActivity() {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    track<T>(promise: Promise<T>): Promise<T> {
      count += 1;
      emit();
      return promise.finally(() => {
        count -= 1;
        emit();
      });
    },
    count: () => count,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Activity = ReturnType<typeof createActivity>;
export const activity = createActivity();
