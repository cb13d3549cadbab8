import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import type { PayMethodOptions } from './methodChoice';
import {
  PaymentMethodChooserScreen,
  type PaymentMethodChooserScreenProps,
} from './PaymentMethodChooserScreen';

type Callbacks = Omit<
  Extract<PaymentMethodChooserScreenProps, { status: 'ready' }>,
  'status' | 'options' | 'typeLoad'
>;
type Globals = Record<string, unknown>;

interface StoryArgs extends Callbacks {
  /** What init-pay-type offers. */
  offer?: 'all' | 'noBanks' | 'noMarkets' | 'nothing';
  load?: 'ready' | 'loading' | 'error' | 'offline';
  /** The bank list asked on its own (pay_type 1): still coming, or failed. */
  banksLoad?: 'here' | 'loading' | 'error';
  onRetry: () => void;
}

const localeOf = (globals: Globals): Locale => (globals.locale === 'id' ? 'id' : 'en');

const OPTIONS: Record<Locale, PayMethodOptions> = {
  id: {
    banks: [
      {
        name: 'BCA',
        payCode: 'BCA',
        methods: [
          { name: 'ATM BCA', specificNum: '0141' },
          { name: 'm-BCA', specificNum: '0142' },
        ],
      },
      {
        name: 'BNI',
        payCode: 'BNI',
        methods: [
          { name: 'ATM BNI', specificNum: '0091' },
          { name: 'BNI Mobile Banking', specificNum: '0092' },
        ],
      },
    ],
    markets: [
      { name: 'Alfamart', payCode: 'ALFAMART' },
      { name: 'Indomaret', payCode: 'INDOMARET' },
    ],
  },
  en: {
    banks: [
      {
        name: 'HDFC Bank',
        payCode: 'HDFC',
        methods: [
          { name: 'NetBanking', specificNum: '2401' },
          { name: 'HDFC MobileBanking', specificNum: '2402' },
        ],
      },
      {
        name: 'State Bank of India',
        payCode: 'SBI',
        methods: [
          { name: 'YONO SBI', specificNum: '0021' },
          { name: 'SBI NetBanking', specificNum: '0022' },
        ],
      },
    ],
    // India's cash counters (no Alfamart in India): the first is where the chooser starts.
    markets: [
      { name: 'PayPoint India', payCode: 'PAYPOINT' },
      { name: 'Spice Money', payCode: 'SPICEMONEY' },
    ],
  },
};

function LocalisedChooser({
  offer = 'all',
  load = 'ready',
  banksLoad = 'here',
  onRetry,
  ...rest
}: StoryArgs) {
  const { locale } = useLocale();
  if (load === 'loading') return <PaymentMethodChooserScreen status="loading" {...rest} />;
  if (load !== 'ready')
    return (
      <PaymentMethodChooserScreen status="error" offline={load === 'offline'} onRetry={onRetry} {...rest} />
    );
  const all = OPTIONS[locale];
  const options =
    offer === 'noBanks' || banksLoad !== 'here'
      ? { ...all, banks: [] }
      : offer === 'noMarkets'
        ? { ...all, markets: [] }
        : offer === 'nothing'
          ? { banks: [], markets: [] }
          : all;
  const typeLoad =
    banksLoad === 'loading'
      ? { bank: { status: 'loading' as const } }
      : banksLoad === 'error'
        ? { bank: { status: 'error' as const, onRetry } }
        : {};
  return <PaymentMethodChooserScreen status="ready" options={options} typeLoad={typeLoad} {...rest} />;
}

const meta = {
  title: 'Repay/Payment method',
  component: LocalisedChooser,
  args: { onBack: fn(), onConfirm: fn(), onChange: fn(), onRetry: fn() },
} satisfies Meta<typeof LocalisedChooser>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const tab = ({ canvasElement, globals }: PlayContext, which: 'bank' | 'market') =>
  within(canvasElement).getByRole('tab', {
    name: storyText({ globals })(which === 'bank' ? 'repay.method.bank' : 'repay.method.market'),
  });

/**
 * Mini Market is chosen with ALFAMART where it is offered (Indonesia), else the first mini market
 * (India: PayPoint India): Confirm stores it as it is.
 */
export const MiniMarketDefault: Story = {
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const offered = OPTIONS[localeOf(globals)].markets;
    const start = offered.find((m) => m.payCode === 'ALFAMART') ?? offered[0]!;
    await expect(tab(context, 'market')).toHaveAttribute('aria-selected', 'true');
    const markets = canvas.getByRole('group', { name: t('repay.method.chooseMarket') });
    await expect(within(markets).getByRole('radio', { name: start.name })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('common.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ payType: 'market', payCode: start.payCode });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Another mini market. */
export const OtherMiniMarket: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const other = OPTIONS[localeOf(globals)].markets[1]!;
    await userEvent.click(canvas.getByRole('radio', { name: other.name }));
    await userEvent.click(canvas.getByRole('button', { name: t('common.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ payType: 'market', payCode: other.payCode });
  },
};

/** Bank: a bank, then how to pay there; Confirm stores the bank's code and the method's number. */
export const BankAndMethod: Story = {
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const [, bank] = OPTIONS[localeOf(globals)].banks;
    await userEvent.click(tab(context, 'bank'));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ payType: 'bank' }));
    await userEvent.click(canvas.getByRole('radio', { name: bank!.name }));
    const methods = canvas.getByRole('group', {
      name: t('repay.method.chooseChannel', { bank: bank!.name }),
    });
    await userEvent.click(within(methods).getByRole('radio', { name: bank!.methods[1]!.name }));
    await userEvent.click(canvas.getByRole('button', { name: t('common.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      payType: 'bank',
      payCode: bank!.payCode,
      specificNum: bank!.methods[1]!.specificNum,
    });
  },
};

/** Bank with no bank chosen: "Please complete the information"; nothing is confirmed. */
export const NoBankChosen: Story = {
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(tab(context, 'bank'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.confirm') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('repay.method.incomplete'));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Choosing clears the message.
    await userEvent.click(canvas.getByRole('radio', { name: OPTIONS[localeOf(globals)].banks[0]!.name }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A bank but not how to pay there: the same message; the choice of bank is kept. */
export const NoMethodChosen: Story = {
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const [bank] = OPTIONS[localeOf(globals)].banks;
    await userEvent.click(tab(context, 'bank'));
    await userEvent.click(canvas.getByRole('radio', { name: bank!.name }));
    await userEvent.click(canvas.getByRole('button', { name: t('common.confirm') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('repay.method.incomplete'));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: bank!.name })).toBeChecked();
  },
};

/** No bank offered: the bank tab says so, Confirm stays off, and mini markets are offered instead. */
export const NoBanksOffered: Story = {
  args: { offer: 'noBanks' },
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(tab(context, 'bank'));
    await expect(canvas.getByText(t('repay.method.noBanks'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.confirm') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('repay.method.useMarket') }));
    await expect(tab(context, 'market')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: t('common.confirm') })).toBeEnabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** No mini market offered: the chooser starts on Bank; the mini-market tab says so and offers banks. */
export const NoMarketsOffered: Story = {
  args: { offer: 'noMarkets' },
  play: async (context) => {
    const t = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(tab(context, 'bank')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab(context, 'market'));
    await expect(canvas.getByText(t('repay.method.noMarkets'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.confirm') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('repay.method.useBank') }));
    await expect(tab(context, 'bank')).toHaveAttribute('aria-selected', 'true');
  },
};

/** Neither banks nor mini markets: said so plainly, Confirm off, no method to switch to. */
export const NothingOffered: Story = {
  args: { offer: 'nothing' },
  play: async (context) => {
    const t = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(t('repay.method.noneOffered'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('repay.method.useBank') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('common.confirm') })).toBeDisabled();
  },
};

/** The banks are asked when Bank opens (pay_type 1): while they come the panel says so; Confirm is off. */
export const BanksComing: Story = {
  args: { banksLoad: 'loading' },
  play: async (context) => {
    const t = storyText(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(tab(context, 'bank'));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('repay.method.loading'));
    await expect(canvas.getByRole('button', { name: t('common.confirm') })).toBeDisabled();
  },
};

/** The bank list failed: the error in the bank panel with Try again; the mini markets still work. */
export const BanksFailed: Story = {
  args: { banksLoad: 'error' },
  play: async (context) => {
    const t = storyText(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(tab(context, 'bank'));
    const alert = canvas.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: t('common.confirm') })).toBeDisabled();
    await userEvent.click(tab(context, 'market'));
    await expect(canvas.getByRole('button', { name: t('common.confirm') })).toBeEnabled();
  },
};

export const Loading: Story = { args: { load: 'loading' }, play: showsLoading('repay.method.loading') };

export const LoadError: Story = { name: 'Error', args: { load: 'error' }, play: failsWithRetry };

export const Offline: Story = {
  args: { load: 'offline' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      storyText({ globals })('error.network'),
    );
  },
};
