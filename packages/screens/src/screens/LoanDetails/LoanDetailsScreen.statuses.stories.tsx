import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import {
  loanDetailsMeta,
  expectActions,
  expectDrawing,
  type StoryArgs,
} from '../../test-support/stories/loanDetails';
import { inOwnFrame } from '../../test-support/docsFrame';

/** The other order statuses, an unknown one, and the extension link beside Repay. */
const meta = {
  title: 'Loan/Details/More statuses',
  ...loanDetailsMeta(),
  parameters: { docs: { story: inOwnFrame } },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Status170: Story = {
  name: '170 · Repaying',
  // The server's extension flag does not apply to 170.
  args: { orderStatus: 170, canExtend: true },
  play: (context) => expectActions(context, { repay: true, recommended: false }),
};

export const Status3: Story = {
  name: '3 · Due today',
  args: { orderStatus: 3 },
  play: (context) => expectActions(context, { repay: true, recommended: true }),
};

/** A closed loan is drawn as closed (a padlock), not as something still under review. */
export const Status4: Story = {
  name: '4 · Closed',
  args: { orderStatus: 4 },
  play: async (context) => {
    await expectActions(context, { borrowAgain: true, recommended: true });
    await expectDrawing(context, 'closed');
  },
};

export const Status5: Story = {
  name: '5 · Extended',
  args: { orderStatus: 5 },
  play: (context) => expectActions(context, { repay: true, recommended: true }),
};

/** A status the page does not know: its own drawing, and customer service with its number as the next step. */
export const UnknownStatus: Story = {
  args: { orderStatus: 42 },
  play: async (context) => {
    const t = storyText(context);
    await expectActions(context, { callService: true, recommended: true });
    await expectDrawing(context, 'unknown');
    const phone = context.globals.locale === 'id' ? '021-5091-8800' : '1800-102-4455';
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: `${t('service.call')} ${phone}` }),
    );
    await expect(context.args.onCallService).toHaveBeenCalledWith(phone);
  },
};

/** Due with the extension link: the explanation may mention extending, as the link is there. */
export const WithExtension: Story = {
  args: { orderStatus: 174, canExtend: true },
  play: async (context) => {
    const t = storyText(context);
    await expectActions(context, { repay: true, extension: true, recommended: false });
    await expect(context.canvasElement).toHaveTextContent(/extend|perpanj/i);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: t('label.extension') }));
    await expect(context.args.onExtend).toHaveBeenCalledTimes(1);
    await expect(context.args.onRepay).not.toHaveBeenCalled();
  },
};
