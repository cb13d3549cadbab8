import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { ImagePicker, type PickedImage } from './ImagePicker';
import { ImagePickerPlaceholder } from './ImagePickerPlaceholder';

/** A drawn stand-in for a borrower's photo (a payment screenshot on a coloured desk), no remote images. */
function photoSvg(n: number): string {
  const hue = (n * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">
<rect width="120" height="120" fill="hsl(${hue} 45% 62%)"/>
<rect x="30" y="14" width="60" height="92" rx="8" fill="#fff"/>
<circle cx="60" cy="38" r="10" fill="hsl(${hue} 60% 40%)"/>
<rect x="40" y="56" width="40" height="5" rx="2" fill="#59616b"/>
<rect x="44" y="67" width="32" height="4" rx="2" fill="#c9ced6"/>
<rect x="40" y="84" width="40" height="10" rx="5" fill="hsl(${hue} 60% 40%)"/>
</svg>`;
}
const photoUrl = (n: number) => `data:image/svg+xml,${encodeURIComponent(photoSvg(n))}`;
const photos = (count: number, from = 1): PickedImage[] =>
  Array.from({ length: count }, (_, i) => ({ id: `photo-${from + i}`, url: photoUrl(from + i) }));
const photoFile = (n: number) => new File([photoSvg(n)], `screenshot-${n}.svg`, { type: 'image/svg+xml' });

const meta = {
  title: 'Kit/ImagePicker',
  component: ImagePicker,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(t('imagePicker.add'))).toBeInTheDocument();
    await expect(canvas.getByText(t('imagePicker.count', { count: 0, max: 9 }))).toBeVisible();
  },
};

export const ThreePhotos: Story = {
  args: { defaultValue: photos(3) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: t('imagePicker.remove', { index: 3 }) })).toBeVisible();
    await expect(canvas.getByText(t('imagePicker.count', { count: 3, max: 9 }))).toBeVisible();
  },
};

export const AddAndRemove: Story = {
  args: { defaultValue: photos(2) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(t('imagePicker.add')), [photoFile(5), photoFile(6)]);
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    const chosen = expect.objectContaining({ url: expect.stringMatching(/^blob:/) });
    await expect(args.onChange).toHaveBeenLastCalledWith([...photos(2), chosen, chosen]);
    await userEvent.click(canvas.getByRole('button', { name: t('imagePicker.remove', { index: 1 }) }));
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByText(t('imagePicker.count', { count: 3, max: 9 }))).toBeVisible();
  },
};

export const Full: Story = {
  args: { defaultValue: photos(9) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(9);
    await expect(canvas.queryByLabelText(t('imagePicker.add'))).not.toBeInTheDocument();
  },
};

export const OverLimit: Story = {
  args: { defaultValue: photos(7) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(t('imagePicker.add')), [8, 9, 10, 11].map(photoFile));
    await expect(canvas.getAllByRole('img')).toHaveLength(9);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(t('imagePicker.limit', { max: 9 })),
    );
    await expect(canvas.queryByLabelText(t('imagePicker.add'))).not.toBeInTheDocument();
  },
};

export const BadgeOverflow: Story = {
  args: { defaultValue: photos(120), max: 200 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(
      within(canvasElement).getByText(t('imagePicker.count', { count: '99+', max: 200 })),
    ).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: photos(5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * The placeholder a screen shows while the picker's code loads (the complaint form) takes the picker's
 * height, empty and with photos, so nothing below it moves when the picker arrives.
 */
export const PlaceholderKeepsTheSize: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[0, 3, 4, 9].map((count) => (
        <div key={count} style={{ display: 'grid', gap: 8 }}>
          <div data-picker={count}>
            <ImagePicker max={9} defaultValue={photos(count)} />
          </div>
          <div data-placeholder={count}>
            <ImagePickerPlaceholder count={count} max={9} />
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const count of [0, 3, 4, 9]) {
      const picker = canvasElement.querySelector(`[data-picker="${count}"]`)!;
      const placeholder = canvasElement.querySelector(`[data-placeholder="${count}"]`)!;
      await waitFor(() =>
        expect(
          Math.abs(picker.getBoundingClientRect().height - placeholder.getBoundingClientRect().height),
        ).toBeLessThan(1),
      );
    }
  },
};
