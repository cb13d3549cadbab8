import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { ServiceHelp } from './ServiceHelp';

const meta = {
  title: 'Kit/ServiceHelp',
  component: ServiceHelp,
  args: { heading: 'Questions about this bill?', phone: '1800-102-4455', onCall: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceHelp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A named section: its heading, then the call button with the number; a tap asks the app to dial. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: args.heading });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(args.heading);
    await userEvent.click(
      within(section).getByRole('button', { name: `${t('service.call')} ${args.phone}` }),
    );
    await expect(args.onCall).toHaveBeenCalledWith(args.phone);
  },
};

/** No number (server and configuration gave none): nothing shows, not an empty heading. */
export const NoPhone: Story = {
  args: { phone: '  ' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
