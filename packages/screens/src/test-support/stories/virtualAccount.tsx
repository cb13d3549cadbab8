// The Virtual account stories' screen wrapper, bills and code checks, shared by
// screens/VirtualAccount/VirtualAccountScreen*.stories.tsx (excluded from the published package).
import { useEffect, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ToastHost, toastStore } from '../../components/Toast';
import { deadlineInstant } from '../../i18n/deadline';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import { storyText } from '../storyText';
import { codeGroups } from '../../screens/VirtualAccount/codeGroups';
import {
  VirtualAccountScreen,
  type VirtualAccountBill,
  type VirtualAccountScreenProps,
} from '../../screens/VirtualAccount/VirtualAccountScreen';

type Callbacks = Omit<Extract<VirtualAccountScreenProps, { status: 'ready' }>, 'status' | 'bill'>;
export type Globals = Record<string, unknown>;
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

export const localeOf = (globals: Globals): Locale => (globals.locale === 'id' ? 'id' : 'en');

export const AMOUNT: Record<Locale, string> = { id: '1568250', en: '5227.50' };
const EXPIRY = '2025-06-03 23:59:59';
/** By default the story opens 2 h 15 min 30 s before the deadline. */
const BEFORE_EXPIRY_MS = (2 * 3600 + 15 * 60 + 30) * 1000;
export const PHONE: Record<Locale, string> = { id: '021-5091-8800', en: '1800-102-4455' };
export const CODES = { market: '771700010001', bank: '8808000010001234', long: '880812345678901234567890' };
export const SERVER_MESSAGE: Record<Locale, string> = {
  id: 'Kode pembayaran sedang tidak tersedia. Coba lagi dalam 5 menit.',
  en: 'Payment codes are unavailable right now. Try again in 5 minutes.',
};

export const STEPS = {
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

/** A clock that starts `msBefore` the deadline when the story opens, and runs. */
function storyClock(market: 'IN' | 'ID', msBefore: number): () => number {
  const opened = Date.now();
  const start = deadlineInstant(EXPIRY, market)! - msBefore;
  return () => start + (Date.now() - opened);
}

/** The screen in the active language, with the app's toast host (copy feedback is a toast). */
export function LocalisedCode({
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

/** The meta args of every Virtual account stories file (fresh spies for each). */
export const virtualAccountArgs = () => ({
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
});

/** What the code checks read of a play's context. */
export interface PlayContext {
  canvasElement: HTMLElement;
  globals: Globals;
}

export const codeRegion = ({ canvasElement, globals }: PlayContext, payType: 'bank' | 'market') =>
  within(canvasElement).getByRole('region', {
    name: storyText({ globals })(payType === 'bank' ? 'repay.va.codeBank' : 'repay.va.codeMarket'),
  });

/** The code large and in groups; read out in groups; copied without spaces. */
export async function expectCode(context: PlayContext, code: string, payType: 'bank' | 'market') {
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
