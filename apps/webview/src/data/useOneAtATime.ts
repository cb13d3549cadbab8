import { useCallback, useRef } from 'react';
import { useText } from '@loan-h5/screens';
import { toastCallFailure } from './callErrors';

/**
 * Runs the borrower's actions one at a time: a second tap while one runs does nothing, and a failed call is
 * told in a toast (spec section 8), so a page never posts twice or fails silently.
 */
export function useOneAtATime(): (action: () => Promise<void>) => Promise<void> {
  const t = useText();
  const busy = useRef(false);
  return useCallback(
    async (action) => {
      if (busy.current) return;
      busy.current = true;
      try {
        await action();
      } catch (error) {
        toastCallFailure(error, t);
      } finally {
        busy.current = false;
      }
    },
    [t],
  );
}
