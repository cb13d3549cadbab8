import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { localeOf, moneyIn, titles, loanConfirmMeta } from '../../test-support/stories/loanConfirm';
import type { LoanConfirmScreen } from './LoanConfirmScreen';
import { inOwnFrame } from '../../test-support/docsFrame';

const meta = {
  title: 'Loan/Confirm',
  ...loanConfirmMeta(),
  parameters: { docs: { story: inOwnFrame } },
} satisfies Meta<typeof LoanConfirmScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type 0: two breakdown groups, three instalments, the total worked out from the plan; nothing ticked. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const total = localeOf(globals) === 'en' ? '5450' : '1568250';
    const summary = canvas.getByRole('region', { name: t('loanConfirm.summary') });
    // The amount keeps its currency on the same line (a no-break space), exactly as formatted.
    await expect(within(summary).getByRole('definition').textContent).toBe(moneyIn(globals, total));
    await expect(summary).toHaveTextContent(t('loanConfirm.instalments', { count: 3 }));
    // No "cost of the loan": fees taken at disbursal are not in the plan, so it would understate it.
    await expect(within(summary).getAllByRole('definition')).toHaveLength(1);
    const plan = canvas.getByRole('region', { name: t('label.repaymentPlan') });
    await expect(within(plan).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Each agreement is a full-width row under the box; a tap opens it and leaves the box as it was. */
export const OpenAgreement: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    const agreements = canvas.getByRole('region', { name: t('loanConfirm.agreements') });
    const rows = within(agreements).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const row = within(rows[1]!).getByRole('button', { name: titles[localeOf(globals)][1] });
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(row.getBoundingClientRect().width).toBeGreaterThan(
      canvas.getByRole('checkbox').getBoundingClientRect().width,
    );
    await userEvent.click(row);
    await expect(args.onOpenAgreement).toHaveBeenCalledTimes(1);
    await expect(args.onOpenAgreement).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(args.onAgreedChange).not.toHaveBeenCalled();
  },
};

/** Confirm while unticked sends nothing, says why and takes the borrower to the box; ticked, it asks once. */
export const ConfirmNeedsConsent: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox');
    const button = canvas.getByRole('button', { name: t('common.confirm') });
    await userEvent.click(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('loanConfirm.consentRequired'));
    await expect(button).toHaveAccessibleDescription(t('loanConfirm.consentRequired'));
    await expect(box).toHaveFocus();

    await userEvent.click(box);
    await expect(args.onAgreedChange).toHaveBeenCalledWith(true);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A host that decides consent differently can start ticked (`defaultAgreed`): Confirm asks at once. */
export const PreTickedByHost: Story = {
  args: { defaultAgreed: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('common.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The confirm request is running: the button spins and ignores taps. */
export const Confirming: Story = {
  args: { confirming: true, defaultAgreed: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('common.confirm') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: showsLoading('loanConfirm.loading'),
};

export const Error: Story = {
  args: { status: 'error' },
  play: failsWithRetry,
};
