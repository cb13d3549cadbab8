import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

function SpinnerSizes() {
  return (
    <div style={{ display: 'flex', gap: 24, padding: 16, alignItems: 'center', color: '#2348c7' }}>
      <Spinner data-size="sm" />
      <Spinner />
      <Spinner data-size="lg" />
    </div>
  );
}

/**
 * The kit's one spinner, in the current text colour. Decorative (`aria-hidden`): whatever shows it also
 * says in words what is happening. `data-size`: `sm` 16 px (in a button), `md` 24 px (default), `lg` 32 px
 * (full screen). `Spinner` is a styled `span`.
 */
const meta = { title: 'Kit/Spinner', component: SpinnerSizes } satisfies Meta<typeof SpinnerSizes>;
export default meta;

export const Sizes: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const spinners = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(spinners).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
