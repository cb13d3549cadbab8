import type { ReactNode } from 'react';

// One drawing per position (spec 3: the first four types have icons); later types share a speech bubble.
const DRAWINGS: readonly ReactNode[] = [
  // A phone ringing: collection calls.
  <>
    <rect x="8" y="4" width="11" height="20" rx="2.5" />
    <path d="M12 20.5h3" />
    <path d="M22.5 9.5a5 5 0 0 1 0 7M25.5 7a9 9 0 0 1 0 12" />
  </>,
  // A bank card: repayment.
  <>
    <rect x="3" y="7" width="22" height="15" rx="2.5" />
    <path d="M3 12h22M7 17.5h5" />
  </>,
  // A percent sign in a tag: fees and interest.
  <>
    <path d="M4 14.5V5.5A1.5 1.5 0 0 1 5.5 4h9l10 10-10.5 10.5z" />
    <path d="M10.5 19l7-7" />
    <circle cx="11" cy="12.5" r="1.3" />
    <circle cx="17" cy="18.5" r="1.3" />
  </>,
  // A banknote with an arrow coming down: disbursement.
  <>
    <rect x="3" y="13" width="22" height="11" rx="2" />
    <circle cx="14" cy="18.5" r="2.5" />
    <path d="M14 3v7M10.5 6.5L14 10l3.5-3.5" />
  </>,
];

const OTHER = (
  <path d="M5 6.5A2.5 2.5 0 0 1 7.5 4h13A2.5 2.5 0 0 1 23 6.5v9a2.5 2.5 0 0 1-2.5 2.5H12l-5 4.5V18H7.5A2.5 2.5 0 0 1 5 15.5z" />
);

/** The drawn icon of the type at `index` (0-based), decorative: the title names the type. */
export function ProblemIcon({ index }: { index: number }) {
  return (
    <svg
      viewBox="0 0 28 28"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={index < DRAWINGS.length ? index : 'other'}
    >
      {DRAWINGS[index] ?? OTHER}
    </svg>
  );
}
