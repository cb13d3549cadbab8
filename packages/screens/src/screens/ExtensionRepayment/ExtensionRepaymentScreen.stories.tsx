import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createFormatters } from '../../i18n/format';
import { serverText } from '../../i18n/serverText';
import { marketForLocale, useLocale, type Locale } from '../../i18n/LocaleProvider';
import { logos } from '../../test-support/fixtures/logos';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import {
  ExtensionRepaymentScreen,
  type ExtensionBill,
  type ExtensionRepaymentScreenProps,
} from './ExtensionRepaymentScreen';
import { extensionPhone } from './extensionRows';

type Callbacks = Omit<Extract<ExtensionRepaymentScreenProps, { status: 'ready' }>, 'status' | 'bill'>;
type Globals = Record<string, unknown>;

interface StoryArgs extends Callbacks {
  /** Which bill the server sends. */
  bill?: 'default' | 'zeroLines' | 'noExpiry' | 'configPhone' | 'noPhone' | 'longName';
  /** Page state: the bill, still loading, or failed. */
  load?: 'ready' | 'loading' | 'error';
  onRetry: () => void;
}

const localeOf = (globals: Globals): Locale => (globals.locale === 'id' ? 'id' : 'en');
/** The story's formatters: money in the market of its language, dates in its language. */
const formatIn = (globals: Globals) =>
  createFormatters(marketForLocale(localeOf(globals)), localeOf(globals));

/** The fee (numeric text, as the server sends it) and its deadline. */
const FEE: Record<Locale, string> = { id: '150000', en: '1200' };
const EXPIRY = '2026-06-11 14:05:00';
const SERVER_PHONE: Record<Locale, string> = { id: '021-5091-8800', en: '1800-102-4455' };
/** The app's configured service phone (runtime config), used when the server sends none. */
const CONFIG_PHONE: Record<Locale, string> = { id: '1500-888', en: '1800-200-3300' };

type Row = { title: string; value: string };

function orderRows(locale: Locale): Row[] {
  const id = locale === 'id';
  const { money } = createFormatters(marketForLocale(locale), locale);
  const row = (en: string, ind: string, value: string): Row => ({ title: id ? ind : en, value });
  return [
    row('Order number', 'Nomor pesanan', 'LN2025060210001'),
    row('Loan amount', 'Jumlah pinjaman', money(id ? 2_000_000 : 12_000)),
    row('Extension fee', 'Biaya perpanjangan', money(FEE[locale])),
    row('Extended by', 'Perpanjangan', id ? '7 hari' : '7 days'),
    row('New due date', 'Jatuh tempo baru', '2026-06-18'),
  ];
}

/** Lines the server sends with nothing in them: each is hidden. */
function zeroRows(locale: Locale): Row[] {
  const id = locale === 'id';
  const row = (en: string, ind: string, value: string): Row => ({ title: id ? ind : en, value });
  return [
    row('Late fee', 'Denda keterlambatan', '0'),
    row('Discount', 'Potongan', ''),
    row('Coupon', 'Kupon', id ? 'Rp 0' : 'Rs. 0'),
    row('Service fee', 'Biaya layanan', id ? '0,00' : '0.00'),
  ];
}

function storyBill(locale: Locale, kind: NonNullable<StoryArgs['bill']>): ExtensionBill {
  const id = locale === 'id';
  const rows = orderRows(locale);
  const bill: ExtensionBill = {
    productName: id ? 'RupiahKu' : 'CreditBee',
    productLogo: id ? logos.rupiahKu : logos.creditBee,
    feeAmount: FEE[locale],
    expiryTime: EXPIRY,
    rows,
    telephone: extensionPhone(SERVER_PHONE[locale], CONFIG_PHONE[locale]),
  };
  switch (kind) {
    case 'zeroLines': {
      const zeros = zeroRows(locale);
      // Mixed in among the real lines, as the server sends them.
      return {
        ...bill,
        rows: [rows[0]!, zeros[0]!, rows[1]!, zeros[1]!, rows[2]!, ...zeros.slice(2), ...rows.slice(3)],
      };
    }
    case 'noExpiry':
      return { ...bill, expiryTime: '' };
    case 'configPhone':
      return { ...bill, telephone: extensionPhone('', CONFIG_PHONE[locale]) };
    case 'noPhone':
      return { ...bill, telephone: extensionPhone('', '') };
    case 'longName':
      return {
        ...bill,
        productName: id
          ? 'KreditPintar Plus Pinjaman Tunai Multiguna untuk Karyawan dan Wirausaha Indonesia'
          : 'SalaryAdvancePlusInstantPersonalLoanForSalariedEmployeesAcrossIndia',
        productLogo: '',
      };
    default:
      return bill;
  }
}

/** The screen with the bill in the active language. */
function LocalisedBill({ bill = 'default', load = 'ready', onRetry, ...rest }: StoryArgs) {
  const { locale } = useLocale();
  if (load === 'loading') return <ExtensionRepaymentScreen status="loading" {...rest} />;
  if (load === 'error') return <ExtensionRepaymentScreen status="error" onRetry={onRetry} {...rest} />;
  return <ExtensionRepaymentScreen status="ready" bill={storyBill(locale, bill)} {...rest} />;
}

const meta = {
  title: 'Repay/Extension',
  component: LocalisedBill,
  args: { onBack: fn(), onPay: fn(), onCallService: fn(), onRetry: fn() },
} satisfies Meta<typeof LocalisedBill>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** A line as DetailRows shows it: the server's date in the story's language, a currency sign kept with its digits. */
const shownLine = (row: Row, globals: Globals) => `${row.title}${serverText(row.value, localeOf(globals))}`;

const orderText = ({ canvasElement, globals }: PlayContext) =>
  within(canvasElement).getByRole('region', { name: storyText({ globals })('repay.extension.order') })
    .textContent ?? '';

/** The fee, large, in the market's money form (with its no-break space). */
async function expectFee({ canvasElement, globals }: PlayContext) {
  const t = storyText({ globals });
  const fee = within(canvasElement).getByRole('region', { name: t('repay.extension.fee') });
  await expect(fee.querySelector('[data-amount]')?.textContent).toBe(
    formatIn(globals).money(FEE[localeOf(globals)]),
  );
}

const callButton = ({ canvasElement, globals }: PlayContext) =>
  within(canvasElement).queryByRole('button', {
    name: new RegExp(`^${storyText({ globals })('service.call')}`),
  });

/** The bill: fee, deadline, product, order lines, the hint and customer service; Pay now pays the fee. */
export const Default: Story = {
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const t = storyText({ globals });
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    await expectFee(context);
    await expect(
      canvas.getByText(t('repay.extension.payBefore', { time: formatIn(globals).dateTime(EXPIRY) })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: new RegExp(locale === 'id' ? 'RupiahKu' : 'CreditBee') }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: locale === 'id' ? 'RupiahKu' : 'CreditBee' })).toBeVisible();
    for (const row of orderRows(locale)) await expect(orderText(context)).toContain(shownLine(row, globals));
    await expect(canvas.getByText(t('repay.extension.hint'))).toBeVisible();

    const phone = SERVER_PHONE[locale];
    await userEvent.click(canvas.getByRole('button', { name: `${t('service.call')} ${phone}` }));
    await expect(args.onCallService).toHaveBeenCalledWith(phone);

    await userEvent.click(canvas.getByRole('button', { name: t('repay.payNow') }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(args.onPay).toHaveBeenCalledWith(FEE[locale]);
  },
};

/** Lines the server sends empty or zero ('0', '', 'Rp 0' / 'Rs. 0', '0,00' / '0.00') are left out. */
export const ZeroLinesHidden: Story = {
  name: 'Empty and zero lines hidden',
  args: { bill: 'zeroLines' },
  play: async (context) => {
    const locale = localeOf(context.globals);
    const text = orderText(context);
    for (const row of zeroRows(locale)) await expect(text).not.toContain(row.title);
    for (const row of orderRows(locale)) await expect(text).toContain(shownLine(row, context.globals));
    const order = within(context.canvasElement).getByRole('region', {
      name: storyText(context)('repay.extension.order'),
    });
    await expect(order.querySelectorAll('dt')).toHaveLength(orderRows(locale).length);
  },
};

/** No deadline from the server: the fee shows alone, no "Pay before" line. */
export const NoExpiry: Story = {
  args: { bill: 'noExpiry' },
  play: async (context) => {
    await expectFee(context);
    await expect(context.canvasElement.querySelector('[data-expiry]')).toBeNull();
    const before = storyText(context)('repay.extension.payBefore', { time: '' }).trim();
    await expect(context.canvasElement).not.toHaveTextContent(before);
  },
};

/** The server sends no phone: the app's configured service phone is the one to call. */
export const ConfigPhone: Story = {
  name: 'Service phone from config',
  args: { bill: 'configPhone' },
  play: async (context) => {
    const t = storyText(context);
    const phone = CONFIG_PHONE[localeOf(context.globals)];
    const call = within(context.canvasElement).getByRole('button', { name: `${t('service.call')} ${phone}` });
    await userEvent.click(call);
    await expect(context.args.onCallService).toHaveBeenCalledWith(phone);
  },
};

/** No phone from the server and none configured: no call button (and no heading for it), Pay now stays. */
export const NoPhone: Story = {
  args: { bill: 'noPhone' },
  play: async (context) => {
    const t = storyText(context);
    await expect(callButton(context)).toBeNull();
    await expect(within(context.canvasElement).queryByText(t('repay.extension.help'))).toBeNull();
    await expect(
      within(context.canvasElement).getByRole('button', { name: t('repay.payNow') }),
    ).toBeVisible();
  },
};

/** A long product name wraps inside the card; nothing scrolls sideways at 320 px. */
export const LongProductName: Story = {
  args: { bill: 'longName' },
  play: async (context) => {
    const { canvasElement } = context;
    const name = storyBill(localeOf(context.globals), 'longName').productName;
    await expect(within(canvasElement).getByRole('heading', { name: new RegExp(name) })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expectFee(context);
  },
};

/** The payment is being prepared: Pay now spins and a second tap pays nothing. */
export const Paying: Story = {
  args: { paying: true },
  play: async (context) => {
    const t = storyText(context);
    const pay = within(context.canvasElement).getByRole('button', { name: t('repay.payNow') });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pay);
    await expect(context.args.onPay).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { load: 'loading' }, play: showsLoading('repay.extension.loading') };

export const LoadError: Story = {
  name: 'Error',
  args: { load: 'error' },
  play: failsWithRetry,
};
