import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMoney } from '../../i18n/format';
import { marketForLocale, useLocale } from '../../i18n/LocaleProvider';
import type { Market } from '../../theme/markets';
import { storyText } from '../../test-support/storyText';
import { RepaymentResultScreen } from './RepaymentResultScreen';

const RECEIPT: Record<Market, { amount: string; cardName: string }> = {
  ID: { amount: '1568250', cardName: 'BCA 5210 **** **** 6789' },
  IN: { amount: '1816.67', cardName: 'HDFC Bank 4386 **** **** 4321' },
};

interface StoryArgs {
  status: 'paid' | 'unknown';
  onBackToLoan: () => void;
  onBack: () => void;
}

function LocalisedResult({ status, ...args }: StoryArgs) {
  const { market } = useLocale();
  if (status === 'unknown') return <RepaymentResultScreen status="unknown" {...args} />;
  return (
    <RepaymentResultScreen
      status="paid"
      receipt={{ ...RECEIPT[market], paidAt: '2026-03-11 14:05:09' }}
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

/** Paid: the amount, the card and the time; back to the loan details. */
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
    await expect(details).toHaveTextContent('2026');
    await userEvent.click(canvas.getByRole('button', { name: t('payway.backToLoan') }));
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
  },
};
