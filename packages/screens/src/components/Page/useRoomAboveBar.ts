import { useEffect, type RefObject } from 'react';
import { space } from '../../theme/tokens';

/** A small gap more than the bar, so a field's own border shows above it. */
const AIR = parseFloat(space.sm);

/**
 * While the bar is on screen, the page's scroll padding at the bottom is the bar's height and a little air,
 * so what the browser scrolls into view lands above the bar instead of under it: a focused field, the caret as
 * the borrower types, a find-in-page match, a control reached by Tab. With the keyboard open the webview is a
 * few hundred pixels tall and the browser reveals the caret anywhere in the viewport, bar or not: on the
 * complaint form, lines typed past the fourth went behind "Send". The height is the observer's (no layout read
 * of our own); a bar that wraps at large text pads more.
 */
export function useRoomAboveBar(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = element.ownerDocument.documentElement;
    const before = root.style.scrollPaddingBottom;
    const observer = new ResizeObserver((entries) => {
      // borderBoxSize: Chrome 84, Safari 15.4; an older iPhone's webview measures the box.
      const height = entries[0]?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      root.style.scrollPaddingBottom = `${Math.ceil(height) + AIR}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = before;
    };
  }, [bar]);
}
