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

const meta = { title: 'Kit/Spinner', component: SpinnerSizes } satisfies Meta<typeof SpinnerSizes>;
export default meta;

export const Sizes: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const spinners = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(spinners).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
