import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { CallServiceButton } from './CallServiceButton';

const meta = {
  title: 'Kit/CallServiceButton',
  component: CallServiceButton,
  args: { phone: '1800-102-4455', onCall: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CallServiceButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The number shows under the label; a tap asks the app to dial it. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: `${t('service.call')} ${args.phone}` });
    await expect(button).toHaveTextContent(args.phone);
    await userEvent.click(button);
    await expect(args.onCall).toHaveBeenCalledWith(args.phone);
  },
};

/** Indonesia's number. */
export const IndonesianNumber: Story = {
  args: { phone: '021-5091-8800' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(args.phone);
  },
};
