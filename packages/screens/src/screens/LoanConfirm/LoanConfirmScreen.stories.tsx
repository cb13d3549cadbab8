import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '../../i18n/format';
import { marketForLocale, type Locale } from '../../i18n/LocaleProvider';
import { logos } from '../../test-support/fixtures/logos';
import { storyText } from '../../test-support/storyText';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { LoanConfirmScreen, type LoanConfirmData, type LoanConfirmScreenProps } from './LoanConfirmScreen';
import { inOwnFrame } from '../../test-support/docsFrame';

type Offer = (locale: Locale) => LoanConfirmData;

/**
 * The sample agreement Storybook serves from the app's public files (frames load absolute http(s) only),
 * in the story's language: the Indonesian story never shows the English page.
 */
const agreementPaths: Record<Locale, string> = {
  en: '/mock-assets/agreements/sample-loan-agreement.html',
  id: '/mock-assets/agreements/sample-loan-agreement-id.html',
};
const agreementUrl = (locale: Locale) => new URL(agreementPaths[locale], document.baseURI).href;
/** The heading of each sample page. */
const agreementHeadings: Record<Locale, string> = { en: 'Loan agreement', id: 'Perjanjian pinjaman' };

const addDays = (days: number) => {
  const d = new Date(2026, 4, 12 + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const offers: Record<Locale, LoanConfirmData> = {
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

const titles: Record<Locale, string[]> = {
  en: ['Loan agreement', 'Key fact statement', 'Privacy policy'],
  id: ['Perjanjian Pinjaman', 'Ringkasan Informasi Produk', 'Kebijakan Privasi'],
};

/** Type 1: one breakdown list and the agreement pop-up. */
const typeOne: Offer = (locale) => ({
  ...offers[locale],
  type: 1,
  details: [...offers[locale].detail1, ...offers[locale].detail2],
  popAgreementUrl: agreementUrl(locale),
});

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

const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'id' ? 'id' : 'en');
const moneyIn = (globals: Record<string, unknown>, value: string) =>
  formatMoney(value, marketForLocale(localeOf(globals)));

/** Builds the story's data in the active language (the story's own `data` arg wins). */
const withOffer =
  (offer: Offer = (locale) => offers[locale]) =>
  (args: LoanConfirmScreenProps, { globals }: { globals: Record<string, unknown> }) => {
    const locale = localeOf(globals);
    return <LoanConfirmScreen agreementTitles={titles[locale]} {...args} data={args.data ?? offer(locale)} />;
  };

const meta = {
  title: 'Loan/Confirm',
  component: LoanConfirmScreen,
  parameters: { docs: { story: inOwnFrame } },
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

/** Type 1 with an agreement address: the agreement opens first, titled once, and needs an answer. */
export const AgreementModalOpen: Story = {
  render: withOffer(typeOne),
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const locale = localeOf(globals);
    const popTitle = offers[locale].popTitle;
    const dialog = await screen.findByRole('dialog', { name: popTitle });
    await expect(within(dialog).getAllByText(popTitle)).toHaveLength(1);
    // It pops in from transparent.
    await waitFor(() => expect(within(dialog).getByText(t('loanConfirm.agreementScrollHint'))).toBeVisible());
    const frame = within(dialog).getByTitle<HTMLIFrameElement>(/./);
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    // The sample agreement of the story's language, and no other.
    await expect(frame).toHaveAttribute('src', agreementUrl(locale));
    await waitFor(
      () => expect(frame.contentDocument?.querySelector('h1')).toHaveTextContent(agreementHeadings[locale]),
      { timeout: 5000 },
    );
    await expect(frame.contentDocument?.documentElement).toHaveAttribute('lang', locale);
    await userEvent.click(canvasElement.ownerDocument.querySelector<HTMLElement>('[data-modal-mask]')!);
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onAgreementOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('loanConfirm.agree') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onAgreementOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onAgreementOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onCancelAgreement).not.toHaveBeenCalled();
  },
};

/** On a 320x640 phone the agreement's first clause shows without scrolling the frame. */
export const AgreementModalSmallPhone: Story = {
  render: withOffer(typeOne),
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ globals }) => {
    await expect([window.innerWidth, window.innerHeight]).toEqual([320, 640]);
    const locale = localeOf(globals);
    const dialog = await screen.findByRole('dialog', { name: offers[locale].popTitle });
    const frame = within(dialog).getByTitle<HTMLIFrameElement>(/./);
    // Measured once the agreement and its stylesheet have loaded (unstyled text is larger).
    await waitFor(
      () => {
        const doc = frame.contentDocument;
        const first = doc?.querySelector('h2');
        if (!doc || doc.readyState !== 'complete' || !first)
          throw new globalThis.Error('agreement not loaded yet');
        // The clause's heading and its first lines sit inside the frame's visible height.
        expect(first.getBoundingClientRect().bottom + 40).toBeLessThanOrEqual(
          frame.getBoundingClientRect().height,
        );
      },
      { timeout: 5000 },
    );
    // The buttons stay on screen.
    const agree = within(dialog).getByRole('button', { name: storyText({ globals })('loanConfirm.agree') });
    await expect(agree.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Cancel asks the app to leave (it closes the webview); the pop-up stays until it does. */
export const AgreementModalCancel: Story = {
  render: withOffer(typeOne),
  play: async ({ args, globals }) => {
    const t = storyText({ globals });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await expect(args.onCancelAgreement).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeInTheDocument();
  },
};

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

export const Loading: Story = {
  args: { status: 'loading' },
  play: showsLoading('loanConfirm.loading'),
};

export const Error: Story = {
  args: { status: 'error' },
  play: failsWithRetry,
};
