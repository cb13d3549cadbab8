import { memo, type ReactNode } from 'react';
import { PlanBar } from './InstalmentRepaymentScreen.styles';

/** Most segments drawn one per period; a longer plan is drawn as one paid and one pending length. */
const MAX_SEGMENTS = 60;

/** The plan drawn as a bar: one segment per period, paid ones in the brand colour. */
export const PlanPicture = memo(function PlanPicture({
  paid,
  count,
  label,
}: {
  paid: number;
  count: number;
  label: string;
}) {
  const width = 300;
  if (count === 0) return null;
  const parts: ReactNode[] = [];
  if (count <= MAX_SEGMENTS) {
    const gap = count > 24 ? 1 : 3;
    const w = (width - gap * (count - 1)) / count;
    for (let i = 0; i < count; i++)
      parts.push(
        <rect
          key={i}
          data-part={i < paid ? 'paid' : 'pending'}
          x={i * (w + gap)}
          y={0}
          width={w}
          height={12}
          rx={Math.min(3, w / 2)}
        />,
      );
  } else {
    const paidWidth = (width * paid) / count;
    parts.push(
      <rect key="pending" data-part="pending" x={0} y={0} width={width} height={12} rx={6} />,
      <rect key="paid" data-part="paid" x={0} y={0} width={paidWidth} height={12} rx={6} />,
    );
  }
  return (
    <PlanBar
      role="img"
      aria-label={label}
      data-plan-picture={`${paid}/${count}`}
      viewBox={`0 0 ${width} 12`}
      preserveAspectRatio="none"
    >
      {parts}
    </PlanBar>
  );
});
