import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useFormat, useLocale, type Locale } from '../../i18n/LocaleProvider';
import { logos } from '../../test-support/fixtures/logos';
import { storyText } from '../../test-support/storyText';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import {
  LoanDetailsScreen,
  type LoanDetails,
  type LoanDetailsProduct,
  type LoanDetailsScreenProps,
} from './LoanDetailsScreen';
import { ratingOutcome } from './ratingOutcome';

type Money = (value: unknown) => string;
type Callbacks = Omit<Extract<LoanDetailsScreenProps, { status: 'ready' }>, 'status' | 'details'>;

interface StoryArgs extends Callbacks {
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
    id: ['Jatuh tempo hari ini', 'Lunasi hari ini atau perpanjang tenor Anda.'],
    en: ['Due today', 'Repay today or extend your loan.'],
  },
  4: {
    id: ['Pinjaman ditutup', 'Pinjaman ini sudah selesai. Ajukan pinjaman baru kapan saja.'],
    en: ['Loan closed', 'This loan is complete. Apply for a new one any time.'],
  },
  5: {
    id: ['Perpanjangan aktif', 'Tenor Anda telah diperpanjang. Bayar sebelum tanggal jatuh tempo baru.'],
    en: ['Extension active', 'Your loan was extended. Repay before the new due date.'],
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

function storyDetails(locale: Locale, money: Money, args: StoryArgs): LoanDetails {
  const [statusText, statusDescription] = (STATUS_COPY[args.orderStatus] ?? UNKNOWN_COPY)[locale];
  const id = locale === 'id';
  return {
    status: args.orderStatus,
    statusText,
    statusDescription,
    products: products(locale, money),
    productName: id ? 'RupiahKu' : 'CreditBee',
    productLogo: id ? logos.rupiahKu : logos.creditBee,
    rows: id
      ? [
          { title: 'Nomor pesanan', value: 'LN2025060210001' },
          { title: 'Jumlah pinjaman', value: money(2_000_000) },
          { title: 'Tenor', value: '91 hari' },
          { title: 'Tanggal pengajuan', value: '02-06-2025' },
          { title: 'Jatuh tempo', value: '01-09-2025' },
          { title: 'Total pengembalian', value: money(2_182_000) },
          { title: 'Rekening penerima', value: 'BCA •••• 6789' },
        ]
      : [
          { title: 'Order number', value: 'LN2025060210001' },
          { title: 'Loan amount', value: money(12_000) },
          { title: 'Term', value: '91 days' },
          { title: 'Applied on', value: '02-06-2025' },
          { title: 'Due date', value: '01-09-2025' },
          { title: 'Total to repay', value: money(13_092) },
          { title: 'Receiving account', value: 'HDFC Bank •••• 4321' },
        ],
    h5Url: '/repayPlan?orderId=10001&productId=1',
    canExtend: args.canExtend ?? false,
    telephone: id ? '021-5091-8800' : '1800-102-4455',
    askForRating: args.askForRating ?? false,
  };
}

/** The screen with data in the active language; like the app, it opens the thank-you after a low score. */
function LocalisedDetails({
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

const meta = {
  title: 'Loan/Details',
  component: LocalisedDetails,
  args: {
    orderStatus: 21,
    onBack: fn(),
    onRepay: fn(),
    onExtend: fn(),
    onBorrowAgain: fn(),
    onApplyProduct: fn(),
    onMoreProducts: fn(),
    onRate: fn(),
    onRatingClose: fn(),
    onRatingOpenChange: fn(),
    onThanksClose: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LocalisedDetails>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Asserts the bottom actions and whether recommended products show. */
async function expectActions(
  { canvasElement, globals }: PlayContext,
  expected: { repay?: boolean; extension?: boolean; borrowAgain?: boolean; recommended: boolean },
) {
  const t = storyText({ globals });
  const canvas = within(canvasElement);
  const has = (name: string) => canvas.queryByRole('button', { name }) !== null;
  await expect(has(t('label.repay'))).toBe(expected.repay ?? false);
  await expect(has(t('label.extension'))).toBe(expected.extension ?? false);
  await expect(has(t('label.borrowAgain'))).toBe(expected.borrowAgain ?? false);
  await expect(canvas.queryByRole('region', { name: t('loanDetails.recommended') }) !== null).toBe(
    expected.recommended,
  );
}

/** Under review: no action yet, recommended products to look at meanwhile. */
export const Status21: Story = {
  name: '21 · Under review',
  play: async (context) => {
    const { canvasElement, args, globals } = context;
    const t = storyText({ globals });
    await expectActions(context, { recommended: true });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('label.moreProducts') }));
    await expect(args.onMoreProducts).toHaveBeenCalledTimes(1);
    const [first, , disabled] = within(
      canvas.getByRole('region', { name: t('loanDetails.recommended') }),
    ).getAllByRole('article');
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

export const Status180: Story = {
  name: '180 · Overdue',
  args: { orderStatus: 180 },
  play: (context) => expectActions(context, { repay: true, recommended: false }),
};

export const Status110: Story = {
  name: '110 · Not approved',
  args: { orderStatus: 110 },
  play: (context) => expectActions(context, { recommended: true }),
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

export const Status4: Story = {
  name: '4 · Closed',
  args: { orderStatus: 4 },
  play: (context) => expectActions(context, { borrowAgain: true, recommended: true }),
};

export const Status5: Story = {
  name: '5 · Extended',
  args: { orderStatus: 5 },
  play: (context) => expectActions(context, { repay: true, recommended: true }),
};

/** A status the page does not know: the review drawing, no actions, recommended products. */
export const UnknownStatus: Story = {
  args: { orderStatus: 42 },
  play: async (context) => {
    await expectActions(context, { recommended: true });
    const drawing = context.canvasElement.querySelector('svg[data-status]');
    await expect(drawing).toHaveAttribute('data-status', '21');
  },
};

export const WithExtension: Story = {
  args: { orderStatus: 174, canExtend: true },
  play: async (context) => {
    const t = storyText(context);
    await expectActions(context, { repay: true, extension: true, recommended: false });
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: t('label.extension') }));
    await expect(context.args.onExtend).toHaveBeenCalledTimes(1);
    await expect(context.args.onRepay).not.toHaveBeenCalled();
  },
};

/** The server asks for a rating: Submit needs a choice; 3 stars posts 3 and the thank-you follows. */
export const RatingOpen: Story = {
  args: { orderStatus: 200, askForRating: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('label.scorePrompt') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.submit') }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('loanDetails.ratingRequired'));
    await expect(args.onRate).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('radio', { name: t('rating.star', { count: 3 }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.submit') }));
    await expect(args.onRate).toHaveBeenCalledTimes(1);
    await expect(args.onRate).toHaveBeenCalledWith(3);
    const thanks = await body.findByRole('dialog', { name: t('loanDetails.thanksTitle') });
    // It pops in from transparent.
    await waitFor(() => expect(thanks).toBeVisible());
  },
};

/** Submit without stars: the modal stays and asks for a choice. */
export const RatingWithoutStars: Story = {
  args: { orderStatus: 200, askForRating: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('label.scorePrompt') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.submit') }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('loanDetails.ratingRequired'));
    await expect(args.onRate).not.toHaveBeenCalled();
    await expect(args.onRatingOpenChange).not.toHaveBeenCalled();
  },
};

export const RatingCancelled: Story = {
  args: { orderStatus: 200, askForRating: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('label.scorePrompt') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onRatingClose).toHaveBeenCalledTimes(1);
    await expect(args.onRate).not.toHaveBeenCalled();
  },
};

export const Thanks: Story = {
  args: { orderStatus: 200, thanksOpen: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('loanDetails.thanksTitle') });
    await expect(dialog).toHaveTextContent(t('loanDetails.thanksMessage'));
    await expect(within(dialog).getByRole('button', { name: t('common.ok') })).toBeEnabled();
  },
};

export const ThanksClosed: Story = {
  args: { orderStatus: 200, thanksOpen: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('loanDetails.thanksTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.ok') }));
    await expect(args.onThanksClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Loading: Story = { args: { load: 'loading' }, play: showsLoading() };

export const LoadError: Story = {
  name: 'Error',
  args: { load: 'error' },
  play: failsWithRetry,
};
