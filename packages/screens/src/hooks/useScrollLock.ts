import { useEffect } from 'react';

interface LockState {
  count: number;
  restore: () => void;
}

// One record per document: overlays can stack (a modal over a loading mask), so the page
// scrolls again only when the last of them releases its lock.
const locks = new WeakMap<Document, LockState>();

/**
 * Stops the page behind an overlay from scrolling. Returns the release function; locks nest, and the
 * page's own styles come back when the last lock is released.
 */
export function lockScroll(doc: Document = document): () => void {
  const existing = locks.get(doc);
  if (existing) {
    existing.count += 1;
  } else {
    const html = doc.documentElement;
    const body = doc.body;
    const saved = { htmlOverflow: html.style.overflow, bodyPaddingRight: body.style.paddingRight };
    // A desktop scrollbar disappears with overflow hidden; pad by its width so nothing shifts sideways.
    const scrollbar = (doc.defaultView?.innerWidth ?? 0) - html.clientWidth;
    // Only the root: it stops the viewport scrolling. Hiding the body's overflow too would make the body a
    // scroll container of its own, and a sticky bottom bar would drop to the end of a long page.
    html.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    locks.set(doc, {
      count: 1,
      restore: () => {
        html.style.overflow = saved.htmlOverflow;
        body.style.paddingRight = saved.bodyPaddingRight;
      },
    });
  }

  let released = false;
  return () => {
    if (released) return;
    released = true;
    const state = locks.get(doc);
    if (!state) return;
    state.count -= 1;
    if (state.count === 0) {
      state.restore();
      locks.delete(doc);
    }
  };
}

/** Locks page scrolling while `active` is true (an open modal, a visible loading mask). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return undefined;
    return lockScroll(document);
  }, [active]);
}
