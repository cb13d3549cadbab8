import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ToastHost, toastStore } from '../../components/Toast';
import { deadlineInstant } from '../../i18n/deadline';
import { createFormatters } from '../../i18n/format';
import { marketForLocale, useLocale, type Locale } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { PaymentInstructionsScreen, type PaymentInstructionsScreenProps } from './PaymentInstructionsScreen';

type Globals = Record<string, unknown>;
const localeOf = (globals: Globals): Locale => (globals.locale === 'id' ? 'id' : 'en');
const money = (globals: Globals, amount: string) =>
  createFormatters(marketForLocale(localeOf(globals)), localeOf(globals)).money(amount);

const REFNO = 'DP7Q2K9X4M';
/** Whole rupiah in Indonesia (a server's "1534500.00" included), rupees with paise in India. */
const AMOUNT: Record<Locale, string> = { id: '1534500.00', en: '1534.50' };
const EXPIRY = '2025-06-03 23:59:59';
const DEADLINE: Record<Locale, string> = { id: '3 Jun 2025, 23.59 WIB', en: '3 Jun 2025, 23:59 IST' };

interface StoryArgs extends Omit<PaymentInstructionsScreenProps, 'amount' | 'now'> {
  /** The address's amount; by default the market's own (`AMOUNT`). */
  amount?: string | null;
  /** The story's clock, in milliseconds before the deadline (negative: after it); it ticks. */
  msBeforeExpiry?: number;
}

/** The screen in the story's market, with the app's toast host (copy feedback is a toast). */
function WithToasts({ amount, msBeforeExpiry = 3 * 3600_000, ...props }: StoryArgs) {
  const { locale, market } = useLocale();
  const [now] = useState(() => {
    const opened = Date.now();
    const start = deadlineInstant(EXPIRY, market)! - msBeforeExpiry;
    return () => start + (Date.now() - opened);
  });
  useEffect(() => {
    toastStore.clear();
    return () => toastStore.clear();
  }, []);
  return (
    <>
      <PaymentInstructionsScreen
        {...props}
        amount={amount === undefined ? AMOUNT[locale] : amount}
        now={now}
      />
      <ToastHost />
    </>
  );
}

const meta = {
  title: 'Repay/Payment instructions',
  component: WithToasts,
  args: {
    reference: REFNO,
    expiry: EXPIRY,
    onBack: fn(),
    onCopied: fn(),
    // Story taps are not trusted gestures: copying succeeds here; the kit's CopyButton stories fail it.
    copy: fn(() => Promise.resolve(true)),
  },
} satisfies Meta<typeof WithToasts>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The reference with copy, the amount (rupiah without decimals), the deadline in the market's clock with
 * the time left, and numbered steps for a counter and for online banking.
 */
export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const locale = localeOf(globals);
    const ref = canvas.getByRole('region', { name: t('repay.instructions.refno') });
    await expect(ref.querySelector('[data-reference]')?.textContent).toBe(REFNO);
    const amount = money(globals, AMOUNT[locale]);
    await expect(ref.querySelector('[data-amount]')?.textContent).toBe(amount);
    if (locale === 'id') await expect(amount).toMatch(/^Rp\s1\.534\.500$/);
    else await expect(amount).toMatch(/^Rs\.\s1,534\.50$/);
    await expect(within(ref).getByText(t('repay.va.payBefore', { time: DEADLINE[locale] }))).toBeVisible();
    await expect(within(ref).getByRole('timer').textContent).toMatch(/0[23]:\d{2}:\d{2}/);

    // As toHaveTextContent reads the page: the money's no-break space as a space.
    const spoken = amount.replace(/\u00a0/g, ' ');
    const counter = canvas.getByRole('region', { name: t('repay.instructions.otcTitle') });
    await expect(within(counter).getAllByRole('listitem')).toHaveLength(4);
    await expect(counter).toHaveTextContent(t('repay.instructions.otc2', { refno: REFNO }));
    await expect(counter).toHaveTextContent(t('repay.instructions.otc3', { amount: spoken }));
    const online = canvas.getByRole('region', { name: t('repay.instructions.onlineTitle') });
    await expect(within(online).getAllByRole('listitem')).toHaveLength(4);
    await expect(online).toHaveTextContent(t('repay.instructions.online3', { refno: REFNO, amount: spoken }));

    await userEvent.click(within(ref).getByRole('button', { name: t('repay.instructions.copyRefno') }));
    await expect(args.copy).toHaveBeenCalledWith(REFNO);
    await expect(await screen.findByRole('status')).toHaveTextContent(t('copy.copied'));
  },
};

/** Opened without an amount: no amount shown, the steps speak of "the amount of your bill". */
export const WithoutAmount: Story = {
  args: { amount: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(canvasElement.querySelector('[data-amount]')).toBeNull();
    await expect(canvasElement).toHaveTextContent(t('repay.instructions.otc3NoAmount'));
    await expect(canvasElement).toHaveTextContent(t('repay.instructions.online3NoAmount', { refno: REFNO }));
  },
};

/** Copying is refused: "Could not copy, hold to select", with the reference selected. */
export const CopyFails: Story = {
  args: { copy: fn(() => Promise.resolve(false)) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('repay.instructions.copyRefno') }),
    );
    await expect(await screen.findByRole('status')).toHaveTextContent(t('copy.failed'));
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe(REFNO);
  },
};

/** Opened without a reference: a clear message, no steps that could not be followed, and Back. */
export const MissingReference: Story = {
  args: { reference: null },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('repay.instructions.missingTitle'));
    await expect(alert).toHaveTextContent(t('repay.instructions.missingText'));
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: t('common.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** No deadline in the address: no "Pay before" line, no countdown. */
export const WithoutExpiry: Story = {
  args: { expiry: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-expiry]')).toBeNull();
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
  },
};

/** The deadline passed: the reference "has expired — go back and get a new one", with Back. */
export const Expired: Story = {
  args: { msBeforeExpiry: -60_000 },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const ref = within(canvasElement).getByRole('region', { name: t('repay.instructions.refno') });
    const alert = within(ref).getByRole('alert');
    await expect(alert).toHaveTextContent(t('repay.instructions.expired'));
    await expect(within(ref).queryByRole('timer')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: t('common.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The longest reference and a large amount wrap; nothing scrolls sideways at 320 px. */
export const LongReference: Story = {
  args: { reference: 'DP7Q2K9X4M-2025060210001-REPAY-0000001', amount: '123456789' },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
