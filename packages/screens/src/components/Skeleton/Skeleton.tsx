import { keyframes, styled } from 'styled-components';
import { Card } from '../Card';
import { VisuallyHidden } from '../VisuallyHidden';
import { color, radius, size, space } from '../../theme/tokens';
import type { StyledElement } from '../StyledElement';

/** The block shapes: a line of text (default), a heading, a short label, an amount, a logo, a round picture,
 * a timeline dot, a box of figures, a button. */
export type SkeletonBlockShape =
  'line' | 'title' | 'short' | 'amount' | 'logo' | 'picture' | 'dot' | 'box' | 'button';

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

/**
 * The kit's loading primitive: a grey block in the shape of what is coming, with a light band sweeping
 * across it. Decorative (aria-hidden): whatever shows it also says in words what is loading.
 * `data-shape` picks the shape; a screen may size it further with `style` or `styled(Skeleton)`.
 */
export const Skeleton: StyledElement<'span', { 'data-shape'?: SkeletonBlockShape }> = styled.span.attrs<{
  'data-shape'?: SkeletonBlockShape;
}>({ 'aria-hidden': true })`
  display: block;
  flex: none;
  width: 100%;
  height: 14px;
  border-radius: ${radius.sm};
  background-color: ${color.border};
  background-image: linear-gradient(90deg, transparent 30%, rgba(255, 255, 255, 0.55) 50%, transparent 70%);
  background-size: 200% 100%;
  background-repeat: no-repeat;
  /* Lighter than a border: a shape to look past, not content to read. */
  opacity: 0.6;
  animation: ${shimmer} 1.6s ease-in-out infinite;

  &[data-shape='title'] {
    width: 45%;
    height: 20px;
  }
  &[data-shape='short'] {
    width: 35%;
  }
  &[data-shape='amount'] {
    width: 60%;
    height: 36px;
    border-radius: ${radius.md};
  }
  &[data-shape='logo'] {
    width: 40px;
    height: 40px;
    border-radius: ${radius.md};
  }
  &[data-shape='picture'] {
    width: 96px;
    height: 96px;
    border-radius: 50%;
  }
  &[data-shape='dot'] {
    width: 24px;
    height: 24px;
    border-radius: 50%;
  }
  &[data-shape='box'] {
    height: 64px;
    border-radius: ${radius.md};
  }
  &[data-shape='button'] {
    height: ${size.touch};
    border-radius: ${radius.pill};
  }

  /* Still shapes: the status line already says the page is loading. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

/**
 * One row of a skeleton card, named after the content it stands for:
 * `title` a heading, `text` a line of text, `short` a label or date, `media` a logo with a name beside it,
 * `amount` a centred label over a large amount, `pair` two label/value columns side by side, `picture` a
 * round status picture, `row` a label on the left and its value on the right, `step` a timeline step
 * (a dot, a date and an amount), `box` a block of figures, `button` a full-width button.
 */
export type SkeletonRow =
  'title' | 'text' | 'short' | 'media' | 'amount' | 'pair' | 'picture' | 'row' | 'step' | 'box' | 'button';

/** A card's shape: its rows top to bottom; `center` for a card whose content is centred (a status). */
export interface SkeletonCardShape {
  rows: readonly SkeletonRow[];
  align?: 'start' | 'center';
}

const Frame = styled(Card)`
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='center'] > [data-shape='line'] {
    width: 80%;
  }
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  width: 100%;
  min-width: 0;

  &[data-row='media'] > [data-shape='title'] {
    width: 50%;
  }
  &[data-row='amount'] {
    flex-direction: column;
    gap: ${space.sm};
    padding: ${space.sm} 0;
  }
  &[data-row='row'] {
    justify-content: space-between;
  }
  &[data-row='row'] > [data-shape='short'] {
    width: 30%;
  }
  &[data-row='step'] > div {
    flex: 1 1 auto;
    display: flex;
    justify-content: space-between;
    gap: ${space.md};
  }
  &[data-row='step'] > div > [data-shape='short'] {
    width: 30%;
  }
  &[data-row='pair'] > div {
    flex: 1 1 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space.sm};
  }
  &[data-row='pair'] > div > [data-shape='line'] {
    width: 70%;
  }
`;

function Row({ row }: { row: SkeletonRow }) {
  switch (row) {
    case 'title':
      return <Skeleton data-shape="title" />;
    case 'text':
      return <Skeleton data-shape="line" />;
    case 'short':
      return <Skeleton data-shape="short" />;
    case 'picture':
      return <Skeleton data-shape="picture" />;
    case 'box':
      return <Skeleton data-shape="box" />;
    case 'button':
      return <Skeleton data-shape="button" />;
    case 'media':
      return (
        <Group data-row="media">
          <Skeleton data-shape="logo" />
          <Skeleton data-shape="title" />
        </Group>
      );
    case 'amount':
      return (
        <Group data-row="amount">
          <Skeleton data-shape="short" />
          <Skeleton data-shape="amount" />
        </Group>
      );
    case 'pair':
      return (
        <Group data-row="pair">
          {[0, 1].map((column) => (
            <div key={column}>
              <Skeleton data-shape="short" />
              <Skeleton data-shape="line" />
            </div>
          ))}
        </Group>
      );
    case 'row':
      return (
        <Group data-row="row">
          <Skeleton data-shape="short" />
          <Skeleton data-shape="short" />
        </Group>
      );
    case 'step':
      return (
        <Group data-row="step">
          <Skeleton data-shape="dot" />
          <div>
            <Skeleton data-shape="short" />
            <Skeleton data-shape="short" />
          </div>
        </Group>
      );
  }
}

/** A white card drawn as grey shapes, row by row (see `SkeletonRow`). Decorative: put it inside `SkeletonCards`. */
export function SkeletonCard({ rows, align = 'start' }: SkeletonCardShape) {
  return (
    <Frame data-skeleton-card="" data-align={align}>
      {rows.map((row, index) => (
        <Row key={index} row={row} />
      ))}
    </Frame>
  );
}

export interface SkeletonCardsProps {
  /** What is loading, in words ("Loading your loan offer…"): the one status line screen readers hear. */
  label: string;
  /** The cards to draw, shaped like the content that is coming. */
  cards: readonly SkeletonCardShape[];
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;

/**
 * Content that is loading: one status line for screen readers and, hidden from them, cards shaped like
 * what is coming, so nothing jumps when it arrives and the page stays usable (no blocking mask).
 */
export function SkeletonCards({ label, cards }: SkeletonCardsProps) {
  return (
    <div>
      <div role="status">
        <VisuallyHidden>{label}</VisuallyHidden>
      </div>
      <Stack data-skeleton="" aria-hidden="true">
        {cards.map((card, index) => (
          <SkeletonCard key={index} {...card} />
        ))}
      </Stack>
    </div>
  );
}
