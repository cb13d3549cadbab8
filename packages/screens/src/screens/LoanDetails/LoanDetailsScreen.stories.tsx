import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import {
  loanDetailsMeta,
  expectActions,
  expectDrawing,
  type PlayContext,
  type StoryArgs,
} from '../../test-support/stories/loanDetails';
import { inOwnFrame } from '../../test-support/docsFrame';

const meta = {
  title: 'Loan/Details',
  ...loanDetailsMeta(),
  parameters: { docs: { story: inOwnFrame } },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order's lines by their titles (the server's text in the story's language). */
function orderLines(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const t = storyText({ globals });
  const order = within(canvasElement).getByRole('region', { name: t('loanDetails.order') });
  return order.textContent ?? '';
}

/** Nothing is due before the loan is paid out: no due date or amount to repay. */
async function expectNothingDue({ canvasElement, globals }: PlayContext) {
  const lines = orderLines(canvasElement, globals);
  const id = globals.locale === 'id';
  await expect(lines).not.toContain(id ? 'Jatuh tempo' : 'Due date');
  await expect(lines).not.toContain(id ? 'Total pengembalian' : 'Total to repay');
}

/** Under review: no action yet and nothing due, recommended products to look at meanwhile. */
export const Status21: Story = {
  name: '21 · Under review',
  play: async (context) => {
    const { canvasElement, args, globals } = context;
    const t = storyText({ globals });
    await expectActions(context, { recommended: true });
    await expectNothingDue(context);
    await expectDrawing(context, 'review');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('label.moreProducts') }));
    await expect(args.onMoreProducts).toHaveBeenCalledTimes(1);
    // The list's code comes when there are products to show.
    const [first, , disabled] = await within(
      canvas.getByRole('region', { name: t('loanDetails.recommended') }),
    ).findAllByRole('article');
    await userEvent.click(within(disabled!).getByRole('button'));
    await expect(args.onApplyProduct).not.toHaveBeenCalled();
    await userEvent.click(within(first!).getByRole('button'));
    await expect(args.onApplyProduct).toHaveBeenCalledTimes(1);
    await expect(args.onApplyProduct).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
  },
};

export const Status151: Story = {
  name: '151 · Disbursing',
  args: { orderStatus: 151 },
  play: (context) => expectActions(context, { recommended: true }),
};

export const Status174: Story = {
  name: '174 · Due',
  args: { orderStatus: 174 },
  play: async (context) => {
    const t = storyText(context);
    await expectActions(context, { repay: true, recommended: false });
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: t('label.repay') }));
    await expect(context.args.onRepay).toHaveBeenCalledTimes(1);
  },
};

/** Overdue: how many days late, the late fee and what is due now, with Repay. */
export const Status180: Story = {
  name: '180 · Overdue',
  args: { orderStatus: 180 },
  play: async (context) => {
    await expectActions(context, { repay: true, recommended: false });
    await expectDrawing(context, 'overdue');
    const lines = orderLines(context.canvasElement, context.globals);
    const id = context.globals.locale === 'id';
    await expect(lines).toContain(id ? 'Keterlambatan5 hari' : 'Days overdue5 days');
    await expect(lines).toContain(id ? 'Denda keterlambatan' : 'Late fee');
    await expect(lines).toContain(id ? 'Total yang harus dibayar' : 'Total due now');
    // The status text says a late fee grows; without the extension link it does not mention extending.
    await expect(context.canvasElement).not.toHaveTextContent(/extend|perpanj/i);
  },
};

export const Status110: Story = {
  name: '110 · Not approved',
  args: { orderStatus: 110 },
  play: async (context) => {
    await expectActions(context, { recommended: true });
    await expectNothingDue(context);
    await expectDrawing(context, 'notApproved');
  },
};

export const Status200: Story = {
  name: '200 · Repaid',
  args: { orderStatus: 200 },
  play: async (context) => {
    const t = storyText(context);
    await expectActions(context, { borrowAgain: true, recommended: false });
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: t('label.borrowAgain') }),
    );
    await expect(context.args.onBorrowAgain).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { load: 'loading' }, play: showsLoading('loanDetails.loading') };

export const LoadError: Story = {
  name: 'Error',
  args: { load: 'error' },
  play: failsWithRetry,
};
