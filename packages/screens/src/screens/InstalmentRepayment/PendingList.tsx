import { memo, useLayoutEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { PendingRow } from './InstalmentRow';
import { List, ROWS_PER_BLOCK } from './InstalmentRepaymentScreen.styles';
import type { InstalmentItem } from './selection';

/**
 * Sets the boxes `from`..`to` (exclusive) of the list: checked below `count`, cleared from it on. The boxes
 * are the list's only inputs, one per row in plan order, so a box's position is its row's index.
 */
function showChecked(list: HTMLElement | null, count: number, from: number, to: number) {
  if (!list) return;
  const boxes = list.getElementsByTagName('input');
  const end = Math.min(to, boxes.length);
  for (let i = Math.max(0, from); i < end; i++) {
    const box = boxes[i]!;
    if (box.checked !== i < count) box.checked = i < count;
  }
}

/**
 * The pending instalments as checkboxes, `count` of them checked from the first. The rows are rendered once
 * per plan; a change of `count` is applied to the boxes in one pass before paint, so a tap on period 365 of
 * a daily plan costs one loop over the boxes, not 365 rows rendered again (`npm run bench:plan`). Every
 * row's change is handled here: the tapped box is put back as it was and `onTap` decides. The rows are in
 * blocks of twelve, so the list is an ARIA list of divs (an <ol> may hold only <li>); the blocks have no role,
 * and a screen reader hears one list of every instalment.
 */
export const PendingList = memo(function PendingList({
  pending,
  count,
  tappable,
  labelledBy,
  onTap,
}: {
  pending: readonly InstalmentItem[];
  count: number;
  /** Rows from this index on cannot be tapped. */
  tappable: number;
  labelledBy: string;
  onTap: (index: number) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const blocks = useMemo(() => {
    const elements = [];
    for (let start = 0; start < pending.length; start += ROWS_PER_BLOCK) {
      const block = pending.slice(start, start + ROWS_PER_BLOCK);
      elements.push(
        // A full block past the first is laid out as it nears the screen (the list's styles say why blocks).
        <div key={start} data-later={(start > 0 && block.length === ROWS_PER_BLOCK) || undefined}>
          {block.map((item, i) => (
            <PendingRow key={item.period} item={item} index={start + i} disabled={start + i >= tappable} />
          ))}
        </div>,
      );
    }
    return elements;
  }, [pending, tappable]);
  // What the boxes show: after new rows, all of them are set; after a tap, only those between the old and
  // the new count (a tap on period 365 after period 1: 364 boxes; unchecking it again: one).
  const shown = useRef<{ blocks: unknown; count: number } | null>(null);
  useLayoutEffect(() => {
    const before = shown.current;
    if (before?.blocks === blocks)
      showChecked(list.current, count, Math.min(before.count, count), Math.max(before.count, count));
    else showChecked(list.current, count, 0, Infinity);
    shown.current = { blocks, count };
  }, [blocks, count]);

  // The list element itself is kept while the blocks are (`onTap` is stable): a tap renders this component
  // again for the new count, and React then stops at the list instead of walking 365 rows to find no change.
  const listElement = useMemo(() => {
    const onChange = (event: ChangeEvent<HTMLDivElement>) => {
      const box: EventTarget = event.target;
      if (!(box instanceof HTMLInputElement)) return;
      const index = Number(box.dataset.index);
      if (!Number.isInteger(index)) return;
      // The browser has already flipped the box: the selection rule, not the click, says what is checked.
      box.checked = index < (shown.current?.count ?? 0);
      onTap(index);
    };
    return (
      <List as="div" role="list" ref={list} aria-labelledby={labelledBy} onChange={onChange}>
        {blocks}
      </List>
    );
  }, [blocks, labelledBy, onTap]);
  return listElement;
});
