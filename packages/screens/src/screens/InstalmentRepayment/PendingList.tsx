import { memo, useLayoutEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { PendingRow } from './InstalmentRow';
import { List } from './InstalmentRepaymentScreen.styles';
import type { InstalmentItem } from './selection';

/** Checks the first `count` boxes of the list and clears the rest, touching only the boxes that differ. */
function showChecked(list: HTMLOListElement | null, count: number) {
  if (!list) return;
  const boxes = list.getElementsByTagName('input');
  for (let i = 0; i < boxes.length; i++) {
    const box = boxes[i]!;
    const want = Number(box.dataset.index) < count;
    if (box.checked !== want) box.checked = want;
  }
}

/**
 * The pending instalments as checkboxes, `count` of them checked from the first. The rows are rendered once
 * per plan; a change of `count` is applied to the boxes in one pass before paint, so a tap on period 365 of
 * a daily plan costs one loop over the boxes, not 365 rows rendered again (`npm run bench:plan`). Every
 * row's change is handled here: the tapped box is put back as it was and `onTap` decides.
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
  const list = useRef<HTMLOListElement>(null);
  const rows = useMemo(
    () =>
      pending.map((item, index) => (
        <PendingRow key={item.period} item={item} index={index} disabled={index >= tappable} />
      )),
    [pending, tappable],
  );
  useLayoutEffect(() => showChecked(list.current, count), [rows, count]);

  const onChange = (event: ChangeEvent<HTMLOListElement>) => {
    const box: EventTarget = event.target;
    if (!(box instanceof HTMLInputElement)) return;
    const index = Number(box.dataset.index);
    if (!Number.isInteger(index)) return;
    // The browser has already flipped the box: the selection rule, not the click, says what is checked.
    box.checked = index < count;
    onTap(index);
  };

  return (
    <List ref={list} aria-labelledby={labelledBy} onChange={onChange}>
      {rows}
    </List>
  );
});
