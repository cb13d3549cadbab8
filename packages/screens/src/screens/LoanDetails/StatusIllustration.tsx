import styled from 'styled-components';
import { color } from '../../theme/tokens';
import { illustrationFor, type IllustrationStatus } from './statusActions';

// One shared drawing (a loan document) with a per-status badge: the glyph and tone are all that change.
const BADGE: Record<IllustrationStatus, { tone: string; glyph: string }> = {
  21: { tone: 'brand', glyph: 'M74 58v9l6 4' }, // under review: a clock
  151: { tone: 'brand', glyph: 'M74 57v14m-6-6l6 6 6-6' }, // disbursing: money coming down
  174: { tone: 'warning', glyph: 'M68 57h12l-12 18h12z' }, // due: an hourglass
  180: { tone: 'danger', glyph: 'M74 57v10m0 6v1' }, // overdue: an exclamation mark
  110: { tone: 'muted', glyph: 'M68 60l12 12m0-12L68 72' }, // not approved: a cross
  200: { tone: 'success', glyph: 'M67 66l5 5 9-10' }, // repaid: a tick
};

const Svg = styled.svg`
  width: 120px;
  height: 96px;
  flex: none;

  [data-part='bg'] {
    fill: ${color['brand-soft']};
  }
  [data-part='paper'] {
    fill: ${color.surface};
    stroke: ${color.brand};
    stroke-width: 3;
    stroke-linejoin: round;
  }
  [data-part='line'],
  [data-part='glyph'] {
    fill: none;
    stroke-width: 3;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  [data-part='line'] {
    stroke: ${color.border};
  }
  [data-part='glyph'] {
    stroke: ${color.surface};
  }
  [data-part='badge'] {
    fill: ${color.brand};
    stroke: ${color.surface};
    stroke-width: 3;
  }
  &[data-tone='warning'] [data-part='badge'] {
    fill: ${color.warning};
  }
  &[data-tone='danger'] [data-part='badge'] {
    fill: ${color.danger};
  }
  &[data-tone='muted'] [data-part='badge'] {
    fill: ${color['text-muted']};
  }
  &[data-tone='success'] [data-part='badge'] {
    fill: ${color.success};
  }
`;

/** The drawing for an order status (decorative: the status text beside it says the same). */
export function StatusIllustration({ status }: { status: number }) {
  const drawn = illustrationFor(status);
  const { tone, glyph } = BADGE[drawn];
  return (
    <Svg viewBox="0 0 120 96" aria-hidden="true" focusable="false" data-tone={tone} data-status={drawn}>
      <ellipse data-part="bg" cx="60" cy="50" rx="54" ry="42" />
      <path data-part="paper" d="M34 14h38l14 14v54H34z" />
      <path data-part="line" d="M42 34h22m-22 10h34m-22 10h22" />
      <circle data-part="badge" cx="74" cy="66" r="17" />
      <path data-part="glyph" d={glyph} />
    </Svg>
  );
}
