import { useLayoutEffect } from 'react';

/**
 * A document page opens at its top (spec: the privacy policy "scrolls to top on open"), also on a reload,
 * where the browser would otherwise put back where the borrower had read to, and when it was opened from
 * half way down another page. Scroll restoration is the browser's again once the page is left.
 */
export function useOpenAtTop(): void {
  useLayoutEffect(() => {
    const { history } = window;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    window.scrollTo(0, 0);
    return () => {
      history.scrollRestoration = before;
    };
  }, []);
}
