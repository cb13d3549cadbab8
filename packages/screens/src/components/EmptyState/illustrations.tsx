import type { ComponentType } from 'react';

/** What an empty state tells: nothing here yet, something went wrong, or no connection. */
export type EmptyStateKind = 'empty' | 'error' | 'offline';

/*
 * Drawings for EmptyState on a 160x120 canvas. Colours come from `data-part` (styled in EmptyState),
 * so each drawing follows the theme's brand colour.
 */

function EmptyBox() {
  return (
    <>
      <circle data-part="bg" cx="80" cy="60" r="50" />
      <ellipse data-part="shadow" cx="80" cy="104" rx="42" ry="5" />
      {/* Inside of the box, seen through the open top. */}
      <path data-part="inside" d="M46 58 L56 46 H104 L114 58 Z" />
      <path data-part="paper" d="M46 58 H114 V94 A4 4 0 0 1 110 98 H50 A4 4 0 0 1 46 94 Z" />
      <path data-part="paper" d="M46 58 L34 44 L58 40 L70 58 Z" />
      <path data-part="paper" d="M114 58 L126 44 L102 40 L90 58 Z" />
      <path data-part="faint" d="M66 76 H94" />
      <path data-part="faint" d="M72 84 H88" />
      <path data-part="spark" d="M34 24 l2.5 5.5 5.5 2.5 -5.5 2.5 -2.5 5.5 -2.5 -5.5 -5.5 -2.5 5.5 -2.5 Z" />
      <path data-part="spark" d="M128 18 l2 4 4 2 -4 2 -2 4 -2 -4 -4 -2 4 -2 Z" />
      <circle data-part="dot" cx="80" cy="26" r="3" />
      <circle data-part="dot" cx="116" cy="34" r="2" />
    </>
  );
}

function BrokenPage() {
  return (
    <>
      <circle data-part="bg" cx="80" cy="60" r="50" />
      <ellipse data-part="shadow" cx="80" cy="108" rx="36" ry="4" />
      <path
        data-part="paper"
        d="M58 18 H92 L110 36 V96 A4 4 0 0 1 106 100 H58 A4 4 0 0 1 54 96 V22 A4 4 0 0 1 58 18 Z"
      />
      <path data-part="line" d="M92 18 V32 A4 4 0 0 0 96 36 H110" />
      <path data-part="faint" d="M64 48 H96" />
      <path data-part="faint" d="M64 58 H100" />
      <path data-part="faint" d="M64 68 H84" />
      <circle data-part="alert" cx="108" cy="86" r="16" />
      <path data-part="on-alert" d="M108 77 V88" />
      <circle data-part="on-alert-dot" cx="108" cy="95" r="2" />
      <path data-part="spark" d="M36 30 l2 4 4 2 -4 2 -2 4 -2 -4 -4 -2 4 -2 Z" />
    </>
  );
}

function OfflineCloud() {
  return (
    <>
      <circle data-part="bg" cx="80" cy="60" r="50" />
      <ellipse data-part="shadow" cx="80" cy="104" rx="40" ry="5" />
      <path data-part="paper" d="M52 92 A17 17 0 0 1 51 58 A27 27 0 0 1 102 47 A22 22 0 0 1 108 92 Z" />
      <path data-part="line" d="M63 70 Q80 55 97 70" />
      <path data-part="line" d="M69.5 77 Q80 68.5 90.5 77" />
      <circle data-part="dot" cx="80" cy="84" r="3.5" />
      {/* A gap in the surface colour keeps the slash readable where it crosses the lines. */}
      <path data-part="gap" d="M64 56 L96 90" />
      <path data-part="slash" d="M64 56 L96 90" />
      <path data-part="spark" d="M126 26 l2 4 4 2 -4 2 -2 4 -2 -4 -4 -2 4 -2 Z" />
      <circle data-part="dot" cx="34" cy="36" r="2.5" />
    </>
  );
}

const drawings: Record<EmptyStateKind, ComponentType> = {
  empty: EmptyBox,
  error: BrokenPage,
  offline: OfflineCloud,
};

/** The drawing for a kind of empty state; decorative, so hidden from screen readers. */
export function Illustration({ kind }: { kind: EmptyStateKind }) {
  const Drawing = drawings[kind];
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false" data-kind={kind}>
      <Drawing />
    </svg>
  );
}
