import { useEffect, type RefObject } from 'react';
import { space } from '../theme/tokens';

/** A small gap more than the bar, so a field's own border shows beside it. */
const AIR = parseFloat(space.sm);

/**
 * For a sticky bar's styles: its own controls' scroll area moved out of the room the page keeps for it, so
 * they count as in view where the bar holds them.
 */
export const barControlsInView = {
  top: 'scroll-margin: calc(-1 * var(--room-top, 0px)) 0 var(--room-top, 0px);',
  bottom: 'scroll-margin: var(--room-bottom, 0px) 0 calc(-1 * var(--room-bottom, 0px));',
} as const;

/**
 * While a sticky bar is on screen, the page's scroll padding on its edge is the bar's height and a little air,
 * so what the browser scrolls into view lands clear of the bar instead of under it: a focused field, the caret
 * as the borrower types or moves it, a find-in-page match, a control reached by Tab or Shift+Tab. With the
 * keyboard open the webview is a few hundred pixels tall and the browser reveals the caret anywhere in the
 * viewport, bars or not: on the complaint form, lines typed past the fourth went behind "Send" (the bottom bar),
 * and a field brought back from above the screen came back under the title (the top bar).
 *
 * The same room is on the page as `--room-top` or `--room-bottom`: the bar's own controls sit inside the
 * padding, so the bar moves their scroll area out of it by that much (`barControlsInView`), or Chromium would
 * scroll the page to its top or its end each time Back or Send took focus; a heading a contents link brings
 * to the top keeps its own margin only beyond the room. The height is the observer's (no layout read of our
 * own); a bar that wraps at large text pads more.
 */
export function useRoomBesideBar(bar: RefObject<HTMLElement | null>, edge: 'top' | 'bottom') {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const { style } = element.ownerDocument.documentElement;
    const property = edge === 'top' ? 'scrollPaddingTop' : 'scrollPaddingBottom';
    const room = `--room-${edge}`;
    const before = style[property];
    const roomBefore = style.getPropertyValue(room);
    const observer = new ResizeObserver((entries) => {
      // borderBoxSize: Chrome 84, Safari 15.4; an older iPhone's webview measures the box.
      const height = entries[0]?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      const padding = `${Math.ceil(height) + AIR}px`;
      style[property] = padding;
      style.setProperty(room, padding);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      style[property] = before;
      if (roomBefore) style.setProperty(room, roomBefore);
      else style.removeProperty(room);
    };
  }, [bar, edge]);
}
