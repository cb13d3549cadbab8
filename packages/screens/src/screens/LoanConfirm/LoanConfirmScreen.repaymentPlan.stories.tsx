import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import {
  addDays,
  localeOf,
  moneyIn,
  offers,
  loanConfirmMeta,
  withOffer,
  type Offer,
} from '../../test-support/stories/loanConfirm';
import type { LoanConfirmScreen } from './LoanConfirmScreen';
import { inOwnFrame } from '../../test-support/docsFrame';

/** Twelve monthly instalments over 360 days: interest of 0.1% (India) or 0.05% (Indonesia) a day. */
const longPlan: Offer = (locale) => {
  const en = locale === 'en';
  return {
    ...offers[locale],
    amount: en ? '60000' : '12000000',
    periods: 360,
    detail1: en
      ? [
          { title: 'Loan amount', value: 'Rs. 60,000' },
          { title: 'Processing fee', value: 'Rs. 3,000' },
          { title: 'GST on fee (18%)', value: 'Rs. 540' },
        ]
      : [
          { title: 'Jumlah pinjaman', value: 'Rp 12.000.000' },
          { title: 'Biaya layanan', value: 'Rp 360.000' },
          { title: 'Biaya administrasi', value: 'Rp 50.000' },
        ],
    detail2: en
      ? [{ title: 'Amount credited to your bank', value: 'Rs. 56,460' }]
      : [{ title: 'Dana yang diterima', value: 'Rp 11.590.000' }],
    // Rs. 60,000 + Rs. 21,600 interest = Rs. 81,600; Rp 12.000.000 + Rp 2.160.000 = Rp 14.160.000.
    repayPlans: Array.from({ length: 12 }, (_, i) => ({
      amount: en ? (i === 11 ? '6799.45' : '6800.05') : '1180000',
      payTime: addDays(30 * (i + 1)),
      description: en ? `Instalment ${i + 1} of 12` : `Cicilan ke-${i + 1} dari 12`,
    })),
  };
};

const missingPlan: Offer = (locale) => ({ ...offers[locale], repayPlans: [] });

/** The server sent the plan with one instalment's amount missing. */
const incompletePlan: Offer = (locale) => ({
  ...offers[locale],
  repayPlans: offers[locale].repayPlans.map((item, i) => (i === 1 ? { ...item, amount: '' } : item)),
});

/** Plans out of the ordinary: a long one, none at all, and one with an instalment missing. */
const meta = {
  title: 'Loan/Confirm/Repayment plan',
  ...loanConfirmMeta(),
  parameters: { docs: { story: inOwnFrame } },
} satisfies Meta<typeof LoanConfirmScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve instalments: the timeline grows, the total still adds up exactly. */
export const LongPlan: Story = {
  render: withOffer(longPlan),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const plan = canvas.getByRole('region', { name: t('label.repaymentPlan') });
    await expect(within(plan).getAllByRole('listitem')).toHaveLength(12);
    // 11 × 6800.05 + 6799.45 is 81600 exactly (floating point gives 81600.00000000001).
    const total = localeOf(globals) === 'en' ? '81600' : '14160000';
    const summary = canvas.getByRole('region', { name: t('loanConfirm.summary') });
    // The amount keeps its currency on the same line (a no-break space), exactly as formatted.
    await expect(within(summary).getByRole('definition').textContent).toBe(moneyIn(globals, total));
    await expect(summary).toHaveTextContent(t('loanConfirm.instalments', { count: 12 }));
  },
};

/**
 * No plan from the server: no total (it would understate the debt), a way to load it again, and Confirm
 * refuses even with the box ticked.
 */
export const MissingPlan: Story = {
  render: withOffer(missingPlan),
  args: { defaultAgreed: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const plan = canvas.getByRole('region', { name: t('label.repaymentPlan') });
    await expect(within(plan).getByText(t('loanConfirm.planMissing'))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t('loanConfirm.summary') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('common.confirm') }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('loanConfirm.planMissing'));
    const retry = within(plan).getByRole('button', { name: t('common.retry') });
    await expect(retry).toHaveFocus();
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** One instalment without an amount: the plan counts as missing, not as a smaller total. */
export const IncompletePlan: Story = {
  render: withOffer(incompletePlan),
  args: { defaultAgreed: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: t('loanConfirm.summary') })).not.toBeInTheDocument();
    const plan = canvas.getByRole('region', { name: t('label.repaymentPlan') });
    await expect(within(plan).queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('common.confirm') }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('loanConfirm.planMissing'));
  },
};
