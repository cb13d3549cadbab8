import { expect, waitFor } from 'storybook/test';
import type { Decorator } from '@storybook/react-vite';

/**
 * Android's font size setting as a webview shows it: the whole page zoomed (WebView's text zoom is a page
 * zoom), so a 360 px phone at "largest" (130%) lays out 277 CSS px and one at 146% about 246. Stories check
 * what a borrower with large text sees by zooming their frame the same way.
 */
export const largeText =
  (zoom: number): Decorator =>
  (Story) => (
    <div style={{ zoom }}>
      <Story />
    </div>
  );

/** The lines a one-font text (an amount) takes on screen: a split amount takes two. */
export function linesOf(element: Element): number {
  const doc = element.ownerDocument;
  const walker = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const tops = new Set<number>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = doc.createRange();
    range.selectNodeContents(node);
    for (const top of lineTops(range)) tops.add(top);
  }
  return tops.size;
}

/** The tops of the lines a range of text is drawn on. */
const lineTops = (range: Range) =>
  new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));

/**
 * The words of an element's text that the browser broke over two lines (a name cut as "Disburseme / nt"):
 * a word is letters and digits, joined by apostrophes or dots; a hyphen is a fair place to break.
 */
export function wordsBrokenAcrossLines(element: Element): string[] {
  const doc = element.ownerDocument;
  const walker = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const broken: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of node.textContent!.matchAll(/[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu)) {
      const range = doc.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      if (lineTops(range).size > 1) broken.push(word[0]);
    }
  }
  return broken;
}

/**
 * How far an element runs past another's right edge, in CSS px: 0 when inside it, or out by less than the
 * pixel a zoomed frame's rounding can put it.
 */
export function pastRightEdge(element: Element, box: Element): number {
  const past = element.getBoundingClientRect().right - box.getBoundingClientRect().right;
  return past < 1 ? 0 : past;
}

/**
 * An amount a borrower can read whole: one line, none of it clipped (a WholeAmount is fitted a frame after
 * layout, so this waits for it), nothing past the screen's edge.
 */
export async function expectWholeAmount(amount: HTMLElement, screen: Element) {
  await waitFor(() => {
    for (const part of [amount, ...amount.querySelectorAll('*')]) {
      expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
    }
  });
  await expect(linesOf(amount)).toBe(1);
  await expect(pastRightEdge(amount, screen)).toBe(0);
}
