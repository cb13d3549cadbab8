import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '../../i18n/format';
import { marketForLocale, useLocale } from '../../i18n/LocaleProvider';
import type { Market } from '../../theme/markets';
import { storyText } from '../../test-support/storyText';
import { RepaymentResultScreen } from './RepaymentResultScreen';

const RECEIPT: Record<Market, { amount: string; cardName: string }> = {
  ID: { amount: '1568250', cardName: 'BCA 5210 **** **** 6789' },
  IN: { amount: '1816.67', cardName: 'HDFC Bank 4386 **** **** 4321' },
};

const REFERENCE = 'RR000123';

interface StoryArgs {
  status: 'paid' | 'unknown';
  /** "Submitted" with what the phone kept of it (amount, the server's reference). */
  kept?: boolean;
  onBackToLoan: () => void;
  onBack: () => void;
}

function LocalisedResult({ status, kept = false, ...args }: StoryArgs) {
  const { market } = useLocale();
  if (status === 'unknown')
    return (
      <RepaymentResultScreen
        status="unknown"
        submitted={kept ? { amount: RECEIPT[market].amount, reference: REFERENCE } : undefined}
        {...args}
      />
    );
  return (
    <RepaymentResultScreen
      status="paid"
      receipt={{ ...RECEIPT[market], paidAt: '2026-03-11 14:05:09', reference: REFERENCE }}
      {...args}
    />
  );
}

const meta = {
  title: 'Repay/Card repayment result',
  component: LocalisedResult,
  args: { status: 'paid', onBackToLoan: fn(), onBack: fn() },
} satisfies Meta<typeof LocalisedResult>;
export default meta;
type Story = StoryObj<typeof meta>;

const marketOf = (globals: Record<string, unknown>): Market =>
  globals.market === 'IN' || globals.market === 'ID'
    ? globals.market
    : marketForLocale(globals.locale === 'id' ? 'id' : 'en');

/** Paid: the amount, the card, the time and the server's reference; back to the loan details. */
export const Paid: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const market = marketOf(globals);
    await expect(canvas.getByRole('heading', { name: t('payway.paidTitle') })).toBeVisible();
    const details = canvasElement.querySelector('[data-receipt]');
    await expect(canvasElement.querySelector('[data-amount]')?.textContent).toBe(
      formatMoney(RECEIPT[market].amount, market),
    );
    await expect(details).toHaveTextContent(RECEIPT[market].cardName);
    await expect(details).toHaveTextContent(
      globals.locale === 'id' ? '11 Mar 2026, 14.05' : '11 Mar 2026, 14:05',
    );
    await expect(details).toHaveTextContent(`${t('payway.resultReference')}${REFERENCE}`);
    // A tap in its first half second is Confirm's second tap (ignored); the borrower's own tap goes back.
    const back = canvas.getByRole('button', { name: t('payway.backToLoan') });
    await waitFor(
      async () => {
        await userEvent.click(back);
        await expect(args.onBackToLoan).toHaveBeenCalled();
      },
      { timeout: 2000, interval: 100 },
    );
    await expect(args.onBackToLoan).toHaveBeenCalledTimes(1);
  },
};

/** No confirmation on this phone (the provider's page led here): submitted, never "paid". */
export const NotConfirmedHere: Story = {
  args: { status: 'unknown' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('payway.unknownTitle') })).toBeVisible();
    await expect(canvas.queryByText(t('payway.paidTitle'))).toBeNull();
    // Nothing known of it here: no receipt, nothing invented.
    await expect(canvasElement.querySelector('[data-receipt]')).toBeNull();
  },
};

/** Submitted, with what the phone kept: the amount and the server's reference; still never "paid". */
export const SubmittedWithReference: Story = {
  args: { status: 'unknown', kept: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const market = marketOf(globals);
    await expect(
      within(canvasElement).getByRole('heading', { name: t('payway.unknownTitle') }),
    ).toBeVisible();
    const details = canvasElement.querySelector('[data-receipt]');
    await expect(details).toHaveTextContent(
      formatMoney(RECEIPT[market].amount, market).replace(/\u00a0/g, ' '),
    );
    await expect(details).toHaveTextContent(`${t('payway.resultReference')}${REFERENCE}`);
    await expect(details).not.toHaveTextContent(t('payway.resultCard'));
    await expect(details).toHaveTextContent(t('payway.resultSent'));
    await expect(details).not.toHaveTextContent(t('payway.resultAmount'));
    await expect(within(canvasElement).queryByText(t('payway.paidTitle'))).toBeNull();
  },
};
