/**
 * Before a contents link scrolls to `section`: lays out that section and the ones after it, in order, until
 * they fill `room` (the screen's height). A later section stands in at a placeholder height until it is laid
 * out (`data-later`: content-visibility); near a document's end, a jump measured on placeholders went past
 * where the page could stay, and the heading dropped a frame later as they were laid out (16–115 px on the
 * policy at 360 × 740). Laid out first, the jump lands where it stays. Each section measured is one small
 * layout, and they stay laid out.
 */
export function layOutFrom(section: Element, room: number): void {
  let filled = 0;
  for (let at: Element | null = section; at && filled < room; at = at.nextElementSibling) {
    if (at.hasAttribute('data-later')) at.setAttribute('data-laid-out', '');
    filled += at.getBoundingClientRect().height;
  }
}
