import { useCallback } from 'react';
import { styled } from 'styled-components';
import { nextFit } from './shrinkToFit';

// Clipped at its box's width, so a figure not yet fitted never widens the page (the first frame, below).
// Aligned to the line's top: a clipping inline-block would otherwise sit on the baseline by its bottom edge
// and make the line taller.
const Figure = styled.span`
  display: inline-block;
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  vertical-align: top;
`;

/** The width inside a box's padding, as the text inside it can use. */
function contentWidth(box: HTMLElement): number {
  const style = getComputedStyle(box);
  return box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/**
 * Fits the element's text into its parent's width: sets the element's font size in `em` when the text is
 * wider than the parent, when the parent's size changes (a resize, large text) and when the text does (the
 * ref is attached again). It reads layout only when the observer reports, after the browser's own layout:
 * nothing forces a layout on the way to the first paint. The size is written in the next frame (a size
 * changed inside the observer's report comes back as an error, "loop completed with undelivered
 * notifications"), so an amount that must shrink shows clipped for one frame first. A host without
 * ResizeObserver (a test DOM) keeps the size.
 */
function useShrinkToParent(text: string) {
  return useCallback(
    (figure: HTMLElement | null) => {
      const box = figure?.parentElement;
      if (!figure || !box || !text || typeof ResizeObserver === 'undefined') return undefined;
      // Attached again for a new text: it starts from the size the last one was given.
      let scale = parseFloat(figure.style.fontSize) || 1;
      let frame = 0;
      const fit = () => {
        const next = nextFit(scale, figure.scrollWidth, contentWidth(box));
        if (next === scale) return;
        scale = next;
        figure.style.fontSize = next < 1 ? `${next}em` : '';
      };
      const observer = new ResizeObserver(() => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(fit);
      });
      observer.observe(box);
      return () => {
        observer.disconnect();
        cancelAnimationFrame(frame);
      };
    },
    [text],
  );
}

/**
 * An amount shown whole: on one line, never broken inside its digits ("Rp 1.500.00" over "0" reads as another
 * sum). Where it is wider than its parent (a phone's large text setting, a narrow screen), its text shrinks
 * to fit. The parent gives the size and weight; it must be as wide as the room it has (not shrink-wrapped in
 * a centred flex column, nor a flex item as wide as its content).
 */
export function WholeAmount({ children }: { children: string }) {
  return <Figure ref={useShrinkToParent(children)}>{children}</Figure>;
}
