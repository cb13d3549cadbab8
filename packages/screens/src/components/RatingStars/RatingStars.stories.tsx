import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { color, radius } from '../../theme/tokens';
import { RatingStars } from './RatingStars';

const meta = {
  title: 'Kit/RatingStars',
  component: RatingStars,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <div style={{ background: color.surface, borderRadius: radius.lg, padding: 12 }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof RatingStars>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('radio')
    .filter((radio) => radio.hasAttribute('data-filled'));

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByRole('radiogroup', { name: t('rating.label') })).toBeVisible();
    await expect(filled(canvasElement)).toHaveLength(0);
  },
};

export const ThreeSelected: Story = { args: { defaultValue: 3 } };

export const ReadOnlyFour: Story = {
  args: { readOnly: true, value: 4, size: 20 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const name = `${t('rating.label')}: ${t('rating.star', { count: 4 })}`;
    await expect(within(canvasElement).getByRole('img', { name })).toBeVisible();
    await expect(within(canvasElement).queryByRole('radio')).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: t('rating.star', { count: 2 }) })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('radio', { name: t('rating.star', { count: 3 }) })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(filled(canvasElement)).toHaveLength(1);
  },
};

export const ClickThirdStar: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    await userEvent.click(within(canvasElement).getByRole('radio', { name: t('rating.star', { count: 3 }) }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await expect(filled(canvasElement)).toHaveLength(3);
    // Chosen stars are solid, the rest outlines: the score reads by shape, not by colour alone.
    const fills = [...canvasElement.querySelectorAll('svg path')].map((path) => getComputedStyle(path).fill);
    await expect(fills.slice(3)).toEqual(['none', 'none']);
    await expect(fills.slice(0, 3).every((fill) => fill.startsWith('rgb('))).toBe(true);
  },
};
