import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useFormat } from '../../i18n/LocaleProvider';
import { linesOf, pastRightEdge } from '../../test-support/largeText';
import { color, font, space } from '../../theme/tokens';
import { WholeAmount } from './WholeAmount';

/** A headline amount in a box of the story's width, as a bill page's first card shows it. */
function Headline({ width, value }: { width: number; value: number }) {
  return (
    <p
      data-testid="box"
      style={{
        width,
        margin: space.lg,
        padding: space.md,
        background: color.surface,
        fontSize: font.size.amount,
        fontWeight: font.weight.bold,
        textAlign: 'center',
      }}
    >
      <WholeAmount>{useFormat().money(value)}</WholeAmount>
    </p>
  );
}

const meta = {
  title: 'Kit/WholeAmount',
  component: Headline,
  args: { width: 320, value: 56_825 },
} satisfies Meta<typeof Headline>;
export default meta;
type Story = StoryObj<typeof meta>;

const figureIn = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('box').firstElementChild!;
const sizeOf = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
/** A fit is written in the frame after the layout that needs it: two frames on, it has been made. */
const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

/** Room enough: the amount at the headline's own size. */
export const FullSizeWhereItFits: Story = {
  play: async ({ canvasElement }) => {
    const figure = figureIn(canvasElement);
    await twoFrames();
    await expect(sizeOf(figure)).toBe(parseFloat(font.size.amount));
    await expect(linesOf(figure)).toBe(1);
  },
};

/**
 * A box narrower than the amount (large text on a small phone): the amount stays whole on one line and
 * shrinks until it fits, instead of breaking inside its digits.
 */
export const ShrinksToFitANarrowBox: Story = {
  args: { width: 120 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('box');
    const figure = figureIn(canvasElement);
    await waitFor(() => expect(sizeOf(figure)).toBeLessThan(parseFloat(font.size.amount)));
    await expect(linesOf(figure)).toBe(1);
    // All of it shows: none of the figure is clipped, and it stays inside its box.
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
    await expect(pastRightEdge(figure, box)).toBe(0);
  },
};

/** The box widens again (the phone turned, the text setting lowered): the amount grows back to full size. */
export const GrowsBackWhenThereIsRoom: Story = {
  args: { width: 120 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('box');
    const figure = figureIn(canvasElement);
    await waitFor(() => expect(sizeOf(figure)).toBeLessThan(parseFloat(font.size.amount)));
    box.style.width = '320px';
    await waitFor(() => expect(sizeOf(figure)).toBe(parseFloat(font.size.amount)));
    await expect(linesOf(figure)).toBe(1);
  },
};

/** A total that changes as the borrower picks instalments: the longer amount is fitted again, and stays whole. */
function ChangingTotal() {
  const [value, setValue] = useState(525);
  return (
    <>
      <Headline width={260} value={value} />
      <button
        type="button"
        style={{ minHeight: 44, marginInline: space.lg }}
        onClick={() => setValue(15_683_250)}
      >
        Pick all
      </button>
    </>
  );
}

export const FitsAgainWhenTheAmountChanges: Story = {
  render: () => <ChangingTotal />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('box');
    const figure = figureIn(canvasElement);
    await twoFrames();
    await expect(sizeOf(figure)).toBe(parseFloat(font.size.amount));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pick all' }));
    await waitFor(() => expect(sizeOf(figure)).toBeLessThan(parseFloat(font.size.amount)));
    await expect(linesOf(figure)).toBe(1);
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
    await expect(pastRightEdge(figure, box)).toBe(0);
  },
};
