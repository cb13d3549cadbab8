import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastHost, toastStore } from '../../components/Toast';
import { deadlineInstant } from '../../i18n/deadline';
import { createFormatters } from '../../i18n/format';
import { marketForLocale, useLocale, type Locale } from '../../i18n/LocaleProvider';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import { channelName } from './channelName';
import { codeGroups } from './codeGroups';
import {
  VirtualAccountScreen,
  type VirtualAccountBill,
  type VirtualAccountScreenProps,
} from './VirtualAccountScreen';

type Callbacks = Omit<Extract<VirtualAccountScreenProps, { status: 'ready' }>, 'status' | 'bill'>;
type Globals = Record<string, unknown>;
type BillKind = 'market' | 'bank' | 'noExpiry' | 'longCode' | 'noPhone' | 'longMethod';

interface StoryArgs extends Callbacks {
  /** Which code the server sends. */
  bill?: BillKind;
  /** Page state: the code, still loading, or failed (offline, with the server's words, an incomplete address). */
  load?: 'ready' | 'loading' | 'error' | 'offline' | 'serverMessage' | 'noAmount';
  /** The story's clock, in milliseconds before the code's deadline (negative: after it); it ticks. */
  msBeforeExpiry?: number;
  onRetry: () => void;
  onBackToBill: () => void;
}

const localeOf = (globals: Globals): Locale => (globals.locale === 'id' ? 'id' : 'en');
const formatIn = (globals: Globals) =>
  createFormatters(marketForLocale(localeOf(globals)), localeOf(globals));

const AMOUNT: Record<Locale, string> = { id: '1568250', en: '5227.50' };
const EXPIRY = '2025-06-03 23:59:59';
/** "3 Jun 2025, 23:59 WIB" (23.59 in Indonesian; IST in India): the deadline as the borrower reads it. */
const DEADLINE: Record<Locale, string> = { id: '3 Jun 2025, 23.59 WIB', en: '3 Jun 2025, 23:59 IST' };
/** By default the story opens 2 h 15 min 30 s before the deadline. */
const BEFORE_EXPIRY_MS = (2 * 3600 + 15 * 60 + 30) * 1000;
const PHONE: Record<Locale, string> = { id: '021-5091-8800', en: '1800-102-4455' };
const CODES = { market: '771700010001', bank: '8808000010001234', long: '880812345678901234567890' };
const SERVER_MESSAGE: Record<Locale, string> = {
  id: 'Kode pembayaran sedang tidak tersedia. Coba lagi dalam 5 menit.',
  en: 'Payment codes are unavailable right now. Try again in 5 minutes.',
};

const STEPS = {
  id: {
    market: ['Datang ke kasir Alfamart terdekat.', 'Sampaikan ingin membayar tagihan pinjaman online.'],
    atm: ['Masukkan kartu ATM dan PIN Anda.', 'Pilih Transfer > Virtual Account.'],
    mobile: ['Buka aplikasi m-BCA dan masuk.', 'Pilih m-Transfer > Virtual Account.'],
    channels: ['ATM BCA', 'm-BCA'],
  },
  en: {
    market: ['Visit the nearest PayPoint counter.', 'Say you want to pay a loan bill.'],
    atm: ['Insert your card and enter your PIN.', 'Choose Transfer > Virtual Account.'],
    mobile: ['Open HDFC MobileBanking and log in.', 'Choose Pay > Virtual account.'],
    channels: ['NetBanking', 'HDFC MobileBanking'],
  },
} as const;

function storyBill(locale: Locale, kind: BillKind): VirtualAccountBill {
  const steps = STEPS[locale];
  const shown = (code: string) => `${code}. ${locale === 'id' ? 'Simpan struk.' : 'Keep the receipt.'}`;
  const market: VirtualAccountBill = {
    code: CODES.market,
    amount: AMOUNT[locale],
    billNo: 'INV-20250602-10001',
    payType: 'market',
    method: locale === 'id' ? 'ALFAMART' : 'PAYPOINT',
    expiryTime: EXPIRY,
    paymentSteps: { kind: 'market', steps: [...steps.market, shown(CODES.market)] },
    telephone: PHONE[locale],
  };
  const bank: VirtualAccountBill = {
    ...market,
    code: CODES.bank,
    payType: 'bank',
    method: locale === 'id' ? 'BCA' : 'HDFC',
    paymentSteps: {
      kind: 'bank',
      groups: [
        { name: steps.channels[0], steps: [...steps.atm, shown(CODES.bank)] },
        { name: steps.channels[1], steps: [...steps.mobile, shown(CODES.bank)] },
      ],
    },
  };
  switch (kind) {
    case 'bank':
      return bank;
    case 'noExpiry':
      return { ...market, expiryTime: '' };
    case 'longCode':
      return { ...bank, code: CODES.long, billNo: `INV-${CODES.long}-${CODES.long}` };
    case 'noPhone':
      return { ...market, telephone: '' };
    case 'longMethod':
      return { ...bank, method: locale === 'id' ? 'PERMATA' : 'SBI' };
    default:
      return market;
  }
}

/** The screen in the active language, with the app's toast host (copy feedback is a toast). */
/** A clock that starts `msBefore` the deadline when the story opens, and runs. */
function storyClock(market: 'IN' | 'ID', msBefore: number): () => number {
  const opened = Date.now();
  const start = deadlineInstant(EXPIRY, market)! - msBefore;
  return () => start + (Date.now() - opened);
}

function LocalisedCode({
  bill = 'market',
  load = 'ready',
  msBeforeExpiry = BEFORE_EXPIRY_MS,
  onRetry,
  onBackToBill,
  ...rest
}: StoryArgs) {
  const { locale, market } = useLocale();
  const [now] = useState(() => storyClock(market, msBeforeExpiry));
  useEffect(() => {
    toastStore.clear();
    return () => toastStore.clear();
  }, []);
  const page = (() => {
    switch (load) {
      case 'loading':
        return <VirtualAccountScreen status="loading" {...rest} />;
      case 'error':
        return <VirtualAccountScreen status="error" onRetry={onRetry} {...rest} />;
      case 'offline':
        return <VirtualAccountScreen status="error" offline onRetry={onRetry} {...rest} />;
      case 'serverMessage':
        return (
          <VirtualAccountScreen status="error" message={SERVER_MESSAGE[locale]} onRetry={onRetry} {...rest} />
        );
      case 'noAmount':
        return (
          <VirtualAccountScreen
            status="error"
            message={storyText({ globals: { locale } })('repay.va.noAmount')}
            onBackToBill={onBackToBill}
            {...rest}
          />
        );
      default:
        return <VirtualAccountScreen status="ready" bill={storyBill(locale, bill)} now={now} {...rest} />;
    }
  })();
  return (
    <>
      {page}
      {/* The loading state's own status line is the only one while it shows. */}
      {load === 'ready' && <ToastHost />}
    </>
  );
}

const meta = {
  title: 'Repay/Virtual account',
  component: LocalisedCode,
  args: {
    onBack: fn(),
    onChangeMethod: fn(),
    onCallService: fn(),
    onComplaint: fn(),
    onRenewCode: fn(),
    onRetry: fn(),
    onBackToBill: fn(),
    onCopied: fn(),
    onTipOpenChange: fn(),
    // The story suite's taps are not trusted gestures, so the real clipboard may refuse them: copying
    // succeeds here; the journey copies for real.
    copy: fn(() => Promise.resolve(true)),
  },
} satisfies Meta<typeof LocalisedCode>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const codeRegion = ({ canvasElement, globals }: PlayContext, payType: 'bank' | 'market') =>
  within(canvasElement).getByRole('region', {
    name: storyText({ globals })(payType === 'bank' ? 'repay.va.codeBank' : 'repay.va.codeMarket'),
  });

/** The code large and in groups; read out in groups; copied without spaces. */
async function expectCode(context: PlayContext, code: string, payType: 'bank' | 'market') {
  const region = codeRegion(context, payType);
  const shown = region.querySelector('[data-code]');
  await expect([...(shown?.querySelectorAll('span') ?? [])].map((s) => s.textContent)).toEqual(
    codeGroups(code),
  );
  await expect(shown?.textContent).toBe(code);
  await expect(region).toHaveTextContent(codeGroups(code).join(' '));
  await expect(Number.parseFloat(getComputedStyle(shown!).fontSize)).toBeGreaterThanOrEqual(18);
  // The groups stand visibly apart (not only in the markup).
  const spans = [...(shown?.querySelectorAll('span') ?? [])];
  if (spans.length > 1)
    await expect(Number.parseFloat(getComputedStyle(spans[1]!).marginLeft)).toBeGreaterThan(0);
  // Up to 16 digits (4-4-4-4) the code is one line, down to 320 px.
  const tops = new Set([...(shown?.querySelectorAll('span') ?? [])].map((s) => s.offsetTop));
  if (code.length <= 16) await expect(tops.size).toBe(1);
}

/** The deadline in the market's clock and the time left, ticking. */
async function expectDeadline(context: PlayContext, payType: 'bank' | 'market') {
  const t = storyText(context);
  const region = codeRegion(context, payType);
  await expect(
    within(region).getByText(t('repay.va.payBefore', { time: DEADLINE[localeOf(context.globals)] })),
  ).toBeVisible();
  const timer = within(region).getByRole('timer');
  await expect(timer.textContent).toMatch(/02:15:(2\d|30)/);
  const first = timer.textContent;
  await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
}

async function expectTotal({ canvasElement, globals }: PlayContext) {
  const t = storyText({ globals });
  const total = within(canvasElement).getByRole('region', { name: t('repay.va.total') });
  await expect(total.querySelector('[data-amount]')?.textContent).toBe(
    formatIn(globals).money(AMOUNT[localeOf(globals)]),
  );
  return total;
}

/**
 * A mini-market code (the default method): the code, copy ("Copied"), its expiry, the total and bill
 * number, the numbered steps, change method and customer service.
 */
export const MiniMarket: Story = {
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const t = storyText({ globals });
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    await expectCode(context, CODES.market, 'market');
    const region = codeRegion(context, 'market');
    await expect(region.querySelector('[data-method]')).toHaveTextContent(
      t('repay.va.payAt', { method: locale === 'id' ? 'Alfamart' : 'PayPoint' }),
    );
    await expectDeadline(context, 'market');
    const total = await expectTotal(context);
    await expect(total).toHaveTextContent('INV-20250602-10001');

    const steps = canvas.getByRole('region', { name: t('repay.va.stepsTitle') });
    const list = within(steps).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent(STEPS[locale].market[0]);

    await userEvent.click(within(region).getByRole('button', { name: t('repay.va.copyCode') }));
    await expect(args.copy).toHaveBeenCalledWith(CODES.market);
    await expect(await screen.findByRole('status')).toHaveTextContent(t('copy.copied'));
    await expect(args.onCopied).toHaveBeenCalledWith(true);
    // The amount has its own copy button, which copies the plain number.
    await userEvent.click(within(total).getByRole('button', { name: t('repay.va.copyAmount') }));
    await expect(args.copy).toHaveBeenCalledWith(AMOUNT[locale]);

    await userEvent.click(canvas.getByRole('button', { name: t('repay.va.changeMethod') }));
    await expect(args.onChangeMethod).toHaveBeenCalledTimes(1);
    const help = canvas.getByRole('region', { name: t('repay.va.help') });
    await userEvent.click(
      within(help).getByRole('button', { name: `${t('service.call')} ${PHONE[locale]}` }),
    );
    await expect(args.onCallService).toHaveBeenCalledWith(PHONE[locale]);
    await userEvent.click(within(help).getByRole('button', { name: t('repay.va.complaint') }));
    await expect(args.onComplaint).toHaveBeenCalledTimes(1);
  },
};

/** A bank's virtual account: steps per channel, the first open; another channel opens on a tap. */
export const Bank: Story = {
  args: { bill: 'bank' },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText({ globals });
    const locale = localeOf(globals);
    await expectCode(context, CODES.bank, 'bank');
    await expect(codeRegion(context, 'bank').querySelector('[data-method]')).toHaveTextContent(
      t('repay.va.payAt', { method: locale === 'id' ? 'BCA' : 'HDFC Bank' }),
    );
    await expectDeadline(context, 'bank');
    await expectTotal(context);
    const steps = within(canvasElement).getByRole('region', { name: t('repay.va.stepsTitle') });
    const [atm, mobile] = STEPS[locale].channels;
    const atmSteps = within(steps).getByRole('list', { name: atm });
    await expect(atmSteps).toBeVisible();
    await expect(within(atmSteps).getAllByRole('listitem')).toHaveLength(3);
    const mobileSteps = within(steps).getByRole('list', { name: mobile, hidden: true });
    await expect(mobileSteps).not.toBeVisible();
    await userEvent.click(within(steps).getByText(mobile));
    await waitFor(() => expect(mobileSteps).toBeVisible());
    await expect(mobileSteps).toHaveTextContent(STEPS[locale].mobile[0]);
  },
};

/** The server sends no expiry: no "Pay before" line, no countdown, no invented deadline. */
export const WithoutExpiry: Story = {
  args: { bill: 'noExpiry' },
  play: async (context) => {
    await expectCode(context, CODES.market, 'market');
    await expect(context.canvasElement.querySelector('[data-expiry]')).toBeNull();
    await expect(within(context.canvasElement).queryByRole('timer')).toBeNull();
    const before = storyText(context)('repay.va.payBefore', { time: '' }).trim();
    await expect(context.canvasElement).not.toHaveTextContent(before);
  },
};

/**
 * The webview refuses to copy: the borrower is told to hold the code, and the code is selected for them
 * (a long press then copies it).
 */
export const CopyFails: Story = {
  args: { copy: fn(() => Promise.resolve(false)) },
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const t = storyText({ globals });
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('repay.va.copyCode') }));
    await expect(await screen.findByRole('status')).toHaveTextContent(t('copy.failed'));
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe(CODES.market);
    await expect(args.onCopied).toHaveBeenCalledWith(false);
  },
};

/** "I have paid": the tip opens as a dialog that keeps focus; OK closes it and focus comes back. */
export const PaidTip: Story = {
  name: 'I have paid: tip',
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const paid = within(canvasElement).getByRole('button', { name: t('repay.va.paid') });
    await userEvent.click(paid);
    const dialog = await screen.findByRole('dialog', { name: t('repay.va.tipTitle') });
    await expect(dialog).toHaveTextContent(t('repay.va.tipText'));
    await expect(args.onTipOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    // Tab stays inside the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: t('repay.va.tipOk') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onTipOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(paid).toHaveFocus());
  },
};

/** The tip open, as a product person reviews it. */
export const TipOpen: Story = {
  name: 'Tip pop-up open',
  args: { defaultTipOpen: true },
  play: async ({ globals }) => {
    const t = storyText({ globals });
    const dialog = await screen.findByRole('dialog', { name: t('repay.va.tipTitle') });
    const ok = within(dialog).getByRole('button', { name: t('repay.va.tipOk') });
    await waitFor(() => expect(ok).toBeVisible());
  },
};

/** A 24-character code and a long bill number wrap; nothing scrolls sideways at 320 px. */
export const LongCode: Story = {
  args: { bill: 'longCode' },
  play: async (context) => {
    await expectCode(context, CODES.long, 'bank');
    const doc = context.canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** No phone from the server or the configuration: no call button; the complaint shortcut stays. */
export const NoPhone: Story = {
  args: { bill: 'noPhone' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const help = within(canvasElement).getByRole('region', { name: t('repay.va.help') });
    await expect(
      within(help).queryByRole('button', { name: new RegExp(`^${t('service.call')}`) }),
    ).toBeNull();
    await userEvent.click(within(help).getByRole('button', { name: t('repay.va.complaint') }));
    await expect(args.onComplaint).toHaveBeenCalledTimes(1);
  },
};

/**
 * The deadline passed: the code is struck through and no longer offered for copying; "This code has
 * expired — get a new one" with Get a new code.
 */
export const Expired: Story = {
  args: { msBeforeExpiry: -60_000 },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyText(context);
    const region = codeRegion(context, 'market');
    const alert = within(region).getByRole('alert');
    await expect(alert).toHaveTextContent(t('repay.va.expired'));
    await expect(within(region).queryByRole('timer')).toBeNull();
    await expect(within(region).queryByRole('button', { name: t('repay.va.copyCode') })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: t('repay.va.renew') }));
    await expect(args.onRenewCode).toHaveBeenCalledTimes(1);
    // The amount can still be copied (and the steps read) while a new code is asked for.
    await expect(within(canvasElement).getByRole('button', { name: t('repay.va.copyAmount') })).toBeVisible();
  },
};

/** The countdown reaches zero while the page is open: it turns into the expired message by itself. */
export const ExpiresWhileOpen: Story = {
  name: 'Expires while open',
  args: { msBeforeExpiry: 1_500 },
  play: async (context) => {
    const t = storyText(context);
    const region = codeRegion(context, 'market');
    await expect(within(region).getByRole('timer').textContent).toMatch(/00:00:0[12]/);
    await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(t('repay.va.expired')), {
      timeout: 4000,
    });
    await expect(within(region).queryByRole('timer')).toBeNull();
  },
};

/** A long bank name: "Change method" stays at the end of the header line, also at 320 px. */
export const LongMethodName: Story = {
  args: { bill: 'longMethod' },
  play: async (context) => {
    const t = storyText(context);
    const region = codeRegion(context, 'bank');
    const name = region.querySelector<HTMLElement>('[data-method]')!;
    await expect(name).toHaveTextContent(
      t('repay.va.payAt', { method: channelName(localeOf(context.globals) === 'id' ? 'PERMATA' : 'SBI') }),
    );
    const change = within(region)
      .getByRole('button', { name: t('repay.va.changeMethod') })
      .getBoundingClientRect();
    const text = name.getBoundingClientRect();
    // Same line: the button sits beside the name, not under it.
    await expect(change.top).toBeLessThan(text.bottom);
    await expect(change.left).toBeGreaterThanOrEqual(text.right - 1);
    const doc = context.canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const Loading: Story = { args: { load: 'loading' }, play: showsLoading('repay.va.loading') };

/** generate-vcode failed without words of its own: the error state with Try again. */
export const LoadError: Story = { name: 'Error', args: { load: 'error' }, play: failsWithRetry };

/** No connection: said so, with Try again. */
export const Offline: Story = {
  args: { load: 'offline' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('error.network'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The server said no, in its own words (shown as text), with Try again. */
export const ServerMessage: Story = {
  args: { load: 'serverMessage' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(SERVER_MESSAGE[localeOf(globals)]);
    await expect(within(alert).getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** Opened without an amount: a clear message, no Try again (nothing to retry), and the way back to the bill. */
export const MissingAmount: Story = {
  args: { load: 'noAmount' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('repay.va.noAmount'));
    await expect(within(alert).queryByRole('button', { name: t('common.retry') })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: t('repay.va.backToBill') }));
    await expect(args.onBackToBill).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('button', { name: t('common.back') })).toBeVisible();
  },
};
