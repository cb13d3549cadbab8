import { styled } from 'styled-components';
import { color } from '../../theme/tokens';

const Svg = styled.svg`
  display: block;
  width: 160px;
  height: 120px;
  max-width: 100%;
  margin: 0 auto;

  [data-part='bg'] {
    fill: ${color['brand-soft']};
  }
  [data-part='shadow'] {
    fill: ${color.border};
  }
  [data-part='tile'] {
    fill: ${color.surface};
    stroke: ${color.brand};
    stroke-width: 3;
  }
  [data-part='line'] {
    fill: none;
    stroke: ${color.brand};
    stroke-width: 3;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  [data-part='dot'] {
    fill: ${color.brand};
  }
  [data-part='alert'] {
    fill: ${color.danger};
    stroke: ${color.surface};
    stroke-width: 3;
  }
  [data-part='cross'] {
    stroke: ${color.surface};
    stroke-width: 3;
    stroke-linecap: round;
  }
  [data-part='spark'] {
    fill: ${color.star};
  }
`;

/**
 * The borrower's app and the partner lender as two tiles whose link broke: the joint login failed.
 * Decorative (hidden from screen readers); colours follow the theme.
 */
export function JointFailureIllustration() {
  return (
    <Svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle data-part="bg" cx="80" cy="60" r="50" />
      <ellipse data-part="shadow" cx="80" cy="102" rx="52" ry="4" />
      {/* The borrower: a person on the left tile. */}
      <rect data-part="tile" x="22" y="36" width="40" height="56" rx="8" />
      <circle data-part="dot" cx="42" cy="56" r="7" />
      <path data-part="line" d="M32 78 a10 8 0 0 1 20 0" />
      {/* The lender: a bank on the right tile. */}
      <rect data-part="tile" x="98" y="36" width="40" height="56" rx="8" />
      <path data-part="line" d="M107 57 L118 49 L129 57 Z M111 62 V72 M118 62 V72 M125 62 V72 M107 78 H129" />
      {/* The broken link between them. */}
      <path data-part="line" d="M62 64 H68 M92 64 H98" />
      <circle data-part="alert" cx="80" cy="64" r="12" />
      <path data-part="cross" d="M75.5 59.5 l9 9 M84.5 59.5 l-9 9" />
      <path data-part="spark" d="M128 14 l2 4 4 2 -4 2 -2 4 -2 -4 -4 -2 4 -2 Z" />
      <circle data-part="dot" cx="30" cy="24" r="2.5" />
    </Svg>
  );
}
