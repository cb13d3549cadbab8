import { styled } from 'styled-components';
import { color } from '../../theme/tokens';
import { illustrationFor, type StatusDrawing } from './statusActions';

// One shared drawing (a loan document) with a badge whose glyph and tone say what the status means.
const BADGE: Record<StatusDrawing, { tone: string; glyph: string }> = {
  review: { tone: 'brand', glyph: 'M74 58v9l6 4' }, // a clock: someone is looking at it
  disbursing: { tone: 'brand', glyph: 'M74 57v14m-6-6l6 6 6-6' }, // money coming down
  notApproved: { tone: 'muted', glyph: 'M68 60l12 12m0-12L68 72' }, // a cross
  repaying: { tone: 'brand', glyph: 'M66 60h16v13H66zm0 5h16m-11-8v4m6-4v4' }, // a calendar of instalments
  due: { tone: 'warning', glyph: 'M68 57h12l-12 18h12z' }, // an hourglass
  overdue: { tone: 'danger', glyph: 'M74 57v10m0 6v1' }, // an exclamation mark
  extended: { tone: 'brand', glyph: 'M66 66h15m-5-5l5 5-5 5' }, // the due date moved on
  repaid: { tone: 'success', glyph: 'M67 66l5 5 9-10' }, // a tick
  closed: { tone: 'muted', glyph: 'M68 65h12v9H68zm2 0v-3a4 4 0 0 1 8 0v3' }, // a padlock: done, shut
  unknown: { tone: 'muted', glyph: 'M70 62a4 4 0 1 1 6 3.5c-1.5.8-2 1.5-2 3M74 73v.5' }, // a question mark
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
    <Svg viewBox="0 0 120 96" aria-hidden="true" focusable="false" data-tone={tone} data-drawing={drawn}>
      <ellipse data-part="bg" cx="60" cy="50" rx="54" ry="42" />
      <path data-part="paper" d="M34 14h38l14 14v54H34z" />
      <path data-part="line" d="M42 34h22m-22 10h34m-22 10h22" />
      <circle data-part="badge" cx="74" cy="66" r="17" />
      <path data-part="glyph" d={glyph} />
    </Svg>
  );
}
