// The offers and the render of the LoanConfirmScreen stories (LoanConfirmScreen*.stories.tsx).
import { fn } from 'storybook/test';
import { formatMoney } from '../../i18n/format';
import { marketForLocale, type Locale } from '../../i18n/LocaleProvider';
import { logos } from '../fixtures/logos';
import {
  LoanConfirmScreen,
  type LoanConfirmData,
  type LoanConfirmScreenProps,
} from '../../screens/LoanConfirm/LoanConfirmScreen';

export type Offer = (locale: Locale) => LoanConfirmData;

export const addDays = (days: number) => {
  const d = new Date(2026, 4, 12 + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export const offers: Record<Locale, LoanConfirmData> = {
  en: {
    productLogo: logos.quickCash,
    productName: 'Quick Cash',
    amount: '5000',
    periods: 90,
    termUnit: 'day',
    rateText: '0.1% per day, no hidden charges',
    type: 0,
    details: [],
    detail1: [
      { title: 'Loan amount', value: 'Rs. 5,000' },
      { title: 'Processing fee', value: 'Rs. 500' },
      { title: 'GST on fee (18%)', value: 'Rs. 90' },
    ],
    detail2: [
      { title: 'Amount credited to your bank', value: 'Rs. 4,410' },
      { title: 'Bank account', value: 'HDFC Bank •••• 4821' },
    ],
    // Rs. 5,000 at 0.1% a day for 90 days: Rs. 450 interest, Rs. 5,450 in three instalments.
    repayPlans: [
      { amount: '1816.67', payTime: addDays(30), description: 'Instalment 1 of 3: principal and interest' },
      { amount: '1816.67', payTime: addDays(60), description: 'Instalment 2 of 3: principal and interest' },
      { amount: '1816.66', payTime: addDays(90), description: 'Instalment 3 of 3: principal and interest' },
    ],
    popTitle: 'Loan agreement with Quick Cash Finance Pvt. Ltd.',
    popContent: 'Please read the agreement before you borrow. Tap Agree to continue.',
    popAgreementUrl: '',
    note: 'The money reaches your bank account within 1 to 3 working days after approval.',
  },
  id: {
    productLogo: logos.danaKilat,
    productName: 'Dana Kilat',
    amount: '1500000',
    periods: 91,
    termUnit: 'hari',
    rateText: 'Bunga 0,05% per hari, tanpa biaya tersembunyi',
    type: 0,
    details: [],
    detail1: [
      { title: 'Jumlah pinjaman', value: 'Rp 1.500.000' },
      { title: 'Biaya layanan', value: 'Rp 45.000' },
      { title: 'Biaya administrasi', value: 'Rp 15.000' },
    ],
    detail2: [
      { title: 'Dana yang diterima', value: 'Rp 1.440.000' },
      { title: 'Rekening bank', value: 'BCA •••• 7310' },
    ],
    // Rp 1.500.000 at 0.05% a day for 91 days: Rp 68.250 interest, Rp 1.568.250 in three instalments.
    repayPlans: [
      { amount: '522750', payTime: addDays(30), description: 'Cicilan ke-1 dari 3: pokok dan bunga' },
      { amount: '522750', payTime: addDays(61), description: 'Cicilan ke-2 dari 3: pokok dan bunga' },
      { amount: '522750', payTime: addDays(91), description: 'Cicilan ke-3 dari 3: pokok dan bunga' },
    ],
    popTitle: 'Perjanjian Pinjaman dengan PT Dana Kilat Indonesia',
    popContent: 'Harap baca perjanjian sebelum meminjam. Ketuk Setuju untuk melanjutkan.',
    popAgreementUrl: '',
    note: 'Dana masuk ke rekening Anda dalam 1 sampai 3 hari kerja setelah disetujui.',
  },
};

export const titles: Record<Locale, string[]> = {
  en: ['Loan agreement', 'Key fact statement', 'Privacy policy'],
  id: ['Perjanjian Pinjaman', 'Ringkasan Informasi Produk', 'Kebijakan Privasi'],
};

export const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'id' ? 'id' : 'en');

export const moneyIn = (globals: Record<string, unknown>, value: string) =>
  formatMoney(value, marketForLocale(localeOf(globals)));

/** Builds the story's data in the active language (the story's own `data` arg wins). */
export const withOffer =
  (offer: Offer = (locale) => offers[locale]) =>
  (args: LoanConfirmScreenProps, { globals }: { globals: Record<string, unknown> }) => {
    const locale = localeOf(globals);
    return <LoanConfirmScreen agreementTitles={titles[locale]} {...args} data={args.data ?? offer(locale)} />;
  };

/** The meta every LoanConfirmScreen*.stories.tsx shares (fresh spies per file). `parameters` stays in each
 * file's meta: Storybook writes a meta's doc comment into a literal `parameters` key, which would
 * replace a spread one. */
export const loanConfirmMeta = () => ({
  component: LoanConfirmScreen,
  args: {
    onBack: fn(),
    onConfirm: fn(),
    onOpenAgreement: fn(),
    onAgreedChange: fn(),
    onAgreementOpenChange: fn(),
    onCancelAgreement: fn(),
    onRetry: fn(),
  },
  render: withOffer(),
});
