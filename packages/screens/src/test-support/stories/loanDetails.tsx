// The order data, the screen wrapper and the play checks of the LoanDetailsScreen stories
// (LoanDetailsScreen*.stories.tsx).
import { useState, type ComponentType } from 'react';
import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useFormat, useLocale, type Locale } from '../../i18n/LocaleProvider';
import { logos } from '../fixtures/logos';
import { storyText } from '../storyText';
import {
  LoanDetailsScreen,
  type LoanDetails,
  type LoanDetailsProduct,
  type LoanDetailsScreenProps,
} from '../../screens/LoanDetails/LoanDetailsScreen';
import { ratingOutcome } from '../../screens/LoanDetails/ratingOutcome';

type Money = (value: unknown) => string;

type Callbacks = Omit<Extract<LoanDetailsScreenProps, { status: 'ready' }>, 'status' | 'details'>;

export interface StoryArgs extends Callbacks {
  /** The order status the server sends. */
  orderStatus: number;
  canExtend?: boolean;
  askForRating?: boolean;
  /** Page state: the order, still loading, or failed. */
  load?: 'ready' | 'loading' | 'error';
  onRetry: () => void;
}

// The server's status line and explanation, as the mock backend words them.
const STATUS_COPY: Record<number, Record<Locale, [string, string]>> = {
  21: {
    id: ['Pengajuan sedang ditinjau', 'Hasil peninjauan keluar dalam 1 hari kerja.'],
    en: ['Application under review', 'You will hear from us within 1 working day.'],
  },
  151: {
    id: ['Dana sedang dicairkan', 'Dana masuk ke rekening Anda dalam 1-3 hari.'],
    en: ['Disbursing your loan', 'The money reaches your bank account in 1 to 3 days.'],
  },
  110: {
    id: ['Pengajuan belum disetujui', 'Anda dapat mengajukan kembali setelah 30 hari.'],
    en: ['Application not approved', 'You can apply again after 30 days.'],
  },
  170: {
    id: ['Dalam masa pembayaran', 'Bayar cicilan tepat waktu untuk menjaga skor kredit Anda.'],
    en: ['Repayment in progress', 'Pay each instalment on time to keep a good credit score.'],
  },
  174: {
    id: ['Tagihan jatuh tempo', 'Bayar sebelum pukul 23.59 hari ini untuk menghindari denda.'],
    en: ['Repayment due', 'Pay before 11:59 pm today to avoid a late fee.'],
  },
  180: {
    id: ['Terlambat bayar', 'Denda keterlambatan bertambah setiap hari. Segera lunasi tagihan Anda.'],
    en: ['Repayment overdue', 'A late fee is added every day. Please repay now.'],
  },
  200: {
    id: ['Pinjaman lunas', 'Terima kasih! Anda dapat meminjam lagi kapan saja.'],
    en: ['Loan repaid', 'Thank you! You can borrow again any time.'],
  },
  3: {
    id: ['Jatuh tempo hari ini', 'Lunasi hari ini untuk menghindari denda keterlambatan.'],
    en: ['Due today', 'Repay today to avoid a late fee.'],
  },
  4: {
    id: ['Pinjaman ditutup', 'Pinjaman ini sudah selesai. Ajukan pinjaman baru kapan saja.'],
    en: ['Loan closed', 'This loan is complete. Apply for a new one any time.'],
  },
  5: {
    id: ['Jatuh tempo baru', 'Bayar sebelum tanggal jatuh tempo baru di bawah ini.'],
    en: ['New due date', 'Repay before the new due date below.'],
  },
};

/** With the extension link beside Repay the server's explanation may mention it; without, it never does. */
const WITH_EXTENSION: Record<number, Record<Locale, string>> = {
  174: {
    id: 'Bayar sebelum pukul 23.59 hari ini, atau perpanjang tenor untuk menghindari denda.',
    en: 'Pay before 11:59 pm today, or extend your loan, to avoid a late fee.',
  },
  3: { id: 'Lunasi hari ini atau perpanjang tenor Anda.', en: 'Repay today or extend your loan.' },
  180: {
    id: 'Denda keterlambatan bertambah setiap hari. Lunasi atau perpanjang tenor sekarang.',
    en: 'A late fee is added every day. Repay or extend your loan now.',
  },
};

const UNKNOWN_COPY: Record<Locale, [string, string]> = {
  id: ['Status pesanan', 'Hubungi layanan pelanggan untuk informasi lebih lanjut.'],
  en: ['Order status', 'Contact customer service for more information.'],
};

function products(locale: Locale, money: Money): LoanDetailsProduct[] {
  const range = (min: number, max: number) => `${money(min)} - ${money(max)}`;
  const product = (p: Partial<LoanDetailsProduct> & Pick<LoanDetailsProduct, 'id' | 'name'>) => ({
    logo: '',
    enabled: true,
    buttonText: locale === 'id' ? 'Ajukan sekarang' : 'Apply now',
    amountRange: '',
    amountRangeLabel: '',
    rate: '',
    description: '',
    tags: [],
    ...p,
  });
  return locale === 'id'
    ? [
        product({
          id: '2',
          name: 'Dana Kilat',
          logo: logos.danaKilat,
          amountRange: range(500_000, 5_000_000),
          rate: '0,1%/hari',
          description: 'Dana cair ke rekening bank Anda dalam 5 menit. Tenor 91–180 hari.',
          tags: ['Cair 5 menit', 'Tanpa jaminan'],
        }),
        product({
          id: '3',
          name: 'KreditPintar Plus',
          logo: logos.kreditPintarPlus,
          amountRange: range(1_000_000, 15_000_000),
          amountRangeLabel: 'Limit pinjaman',
          rate: '0,05%/hari',
          description: 'Limit lebih besar untuk karyawan dan wirausaha, cicilan hingga 12 bulan.',
          tags: ['Limit besar', 'Terdaftar OJK'],
        }),
        product({
          id: '4',
          name: 'Tunai Cepat',
          logo: logos.tunaiCepat,
          amountRange: range(300_000, 3_000_000),
          rate: '0,08%/hari',
          description: 'Kuota hari ini sudah habis. Coba lagi besok mulai pukul 08.00 WIB.',
          buttonText: 'Kuota habis',
          enabled: false,
        }),
      ]
    : [
        product({
          id: '2',
          name: 'QuickCash',
          logo: logos.quickCash,
          amountRange: range(5_000, 50_000),
          rate: '0.05%/day',
          description: 'Money in your bank account within 10 minutes. Repay in 91 to 180 days.',
          tags: ['Instant approval', 'No collateral'],
        }),
        product({
          id: '3',
          name: 'SalaryAdvance',
          logo: logos.salaryAdvance,
          amountRange: range(10_000, 2_00_000),
          amountRangeLabel: 'Credit limit',
          rate: '0.04%/day',
          description: 'An advance on your next salary for salaried employees, repaid in up to 12 EMIs.',
          tags: ['For salaried', 'Low interest'],
        }),
        product({
          id: '4',
          name: 'PaisaNow',
          logo: logos.paisaNow,
          amountRange: range(3_000, 30_000),
          rate: '0.08%/day',
          description: "Today's limit is used up. Try again tomorrow from 8 am.",
          buttonText: 'Sold out',
          enabled: false,
        }),
      ];
}

type Row = { title: string; value: string };

/**
 * The order's lines as the server sends them for a status (as the mock backend words them): nothing due
 * while under review (21) or not approved (110); days late, late fee and what is due now when overdue (180).
 * India: Rs. 12,000 at 0.1% a day for 91 days; Indonesia: Rp 2.000.000 at 0.1% a day for 91 days.
 */
function orderRows(locale: Locale, money: Money, status: number): Row[] {
  const id = locale === 'id';
  const [amount, total] = id ? [2_000_000, 2_182_000] : [12_000, 13_092];
  const row = (en: string, ind: string, value: string): Row => ({ title: id ? ind : en, value });
  const overdue = status === 180;
  // Overdue: applied 96 days ago, due 5 days ago. Otherwise applied 60 days ago, due in 31 days.
  const [applied, due] = overdue ? ['2025-02-26', '2025-05-28'] : ['2025-04-03', '2025-07-03'];
  // Late fee after 5 days: India Rs. 1,000 once plus 5% of Rs. 13,092 a day; Indonesia 0.1% a day.
  const lateFee = id ? 10_910 : 4_273;
  const rows = [
    row('Order number', 'Nomor pesanan', 'LN2025060210001'),
    row('Loan amount', 'Jumlah pinjaman', money(amount)),
    row('Term', 'Tenor', id ? '91 hari' : '91 days'),
    row('Applied on', 'Tanggal pengajuan', applied),
  ];
  if (overdue) {
    rows.push(
      row('Due date', 'Jatuh tempo', due),
      row('Days overdue', 'Keterlambatan', id ? '5 hari' : '5 days'),
      row('Total to repay', 'Total pengembalian', money(total)),
      row('Late fee', 'Denda keterlambatan', money(lateFee)),
      row('Total due now', 'Total yang harus dibayar', money(total + lateFee)),
    );
  } else if (status !== 21 && status !== 110) {
    rows.push(row('Due date', 'Jatuh tempo', due), row('Total to repay', 'Total pengembalian', money(total)));
  }
  if (status !== 110)
    rows.push(row('Receiving account', 'Rekening penerima', id ? 'BCA •••• 6789' : 'HDFC Bank •••• 4321'));
  return rows;
}

function storyDetails(locale: Locale, money: Money, args: StoryArgs): LoanDetails {
  const [statusText, description] = (STATUS_COPY[args.orderStatus] ?? UNKNOWN_COPY)[locale];
  const extension = args.canExtend ? WITH_EXTENSION[args.orderStatus]?.[locale] : undefined;
  const id = locale === 'id';
  return {
    status: args.orderStatus,
    statusText,
    statusDescription: extension ?? description,
    products: products(locale, money),
    productName: id ? 'RupiahKu' : 'CreditBee',
    productLogo: id ? logos.rupiahKu : logos.creditBee,
    rows: orderRows(locale, money, args.orderStatus),
    h5Url: '/repayPlan?orderId=10001&productId=1',
    canExtend: args.canExtend ?? false,
    telephone: id ? '021-5091-8800' : '1800-102-4455',
    askForRating: args.askForRating ?? false,
  };
}

/** The screen with data in the active language; like the app, it opens the thank-you after a low score. */
export function LocalisedDetails({
  orderStatus,
  canExtend,
  askForRating,
  load = 'ready',
  onRetry,
  ...rest
}: StoryArgs) {
  const { locale } = useLocale();
  const { money } = useFormat();
  const [thanksOpen, setThanksOpen] = useState(rest.thanksOpen ?? false);
  if (load === 'loading') return <LoanDetailsScreen status="loading" />;
  if (load === 'error') return <LoanDetailsScreen status="error" onRetry={onRetry} />;
  const args: StoryArgs = { orderStatus, canExtend, askForRating, onRetry };
  return (
    <LoanDetailsScreen
      {...rest}
      status="ready"
      details={storyDetails(locale, money, args)}
      onRate={(score) => {
        rest.onRate?.(score);
        if (ratingOutcome(score) === 'thanks') setThanksOpen(true);
      }}
      thanksOpen={thanksOpen}
      onThanksClose={() => {
        rest.onThanksClose?.();
        setThanksOpen(false);
      }}
    />
  );
}

export type PlayContext = Parameters<NonNullable<StoryObj<StoryArgs>['play']>>[0];

/** Asserts the bottom actions and whether recommended products show. */
export async function expectActions(
  { canvasElement, globals }: PlayContext,
  expected: {
    repay?: boolean;
    extension?: boolean;
    borrowAgain?: boolean;
    callService?: boolean;
    recommended: boolean;
  },
) {
  const t = storyText({ globals });
  const canvas = within(canvasElement);
  const has = (name: string) => canvas.queryByRole('button', { name }) !== null;
  await expect(has(t('label.repay'))).toBe(expected.repay ?? false);
  await expect(has(t('label.extension'))).toBe(expected.extension ?? false);
  await expect(has(t('label.borrowAgain'))).toBe(expected.borrowAgain ?? false);
  const callService = canvas.queryByRole('button', { name: new RegExp(`^${t('service.call')}`) });
  await expect(callService !== null).toBe(expected.callService ?? false);
  await expect(canvas.queryByRole('region', { name: t('loanDetails.recommended') }) !== null).toBe(
    expected.recommended,
  );
}

/** The drawing says what the status means. */
export async function expectDrawing({ canvasElement }: PlayContext, drawing: string) {
  await expect(canvasElement.querySelector('svg[data-drawing]')).toHaveAttribute('data-drawing', drawing);
}

/** The meta every LoanDetailsScreen*.stories.tsx shares (fresh spies per file). `parameters` stays in each
 * file's meta: Storybook writes a meta's doc comment into a literal `parameters` key, which would
 * replace a spread one. */
export const loanDetailsMeta = () => ({
  // Docs list the real props; the stories' args pick an order status and its details in the active language.
  component: LoanDetailsScreen as unknown as ComponentType<StoryArgs>,
  render: (args: StoryArgs) => <LocalisedDetails {...args} />,
  args: {
    orderStatus: 21,
    onBack: fn(),
    onRepay: fn(),
    onExtend: fn(),
    onBorrowAgain: fn(),
    onCallService: fn(),
    onApplyProduct: fn(),
    onMoreProducts: fn(),
    onRate: fn(),
    onRatingClose: fn(),
    onRatingOpenChange: fn(),
    onThanksClose: fn(),
    onRetry: fn(),
  },
});
