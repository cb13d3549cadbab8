import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ToastHost, toastStore } from '../../components/Toast';
import { createFormatters } from '../../i18n/format';
import { marketForLocale, type Locale } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { PaymentInstructionsScreen, type PaymentInstructionsScreenProps } from './PaymentInstructionsScreen';

type Globals = Record<string, unknown>;
const localeOf = (globals: Globals): Locale => (globals.locale === 'id' ? 'id' : 'en');
const money = (globals: Globals, amount: string) =>
  createFormatters(marketForLocale(localeOf(globals)), localeOf(globals)).money(amount);

const REFNO = 'DP7Q2K9X4M';

/** The screen with the app's toast host (copy feedback is a toast). */
function WithToasts(props: PaymentInstructionsScreenProps) {
  useEffect(() => {
    toastStore.clear();
    return () => toastStore.clear();
  }, []);
  return (
    <>
      <PaymentInstructionsScreen {...props} />
      <ToastHost />
    </>
  );
}

const meta = {
  title: 'Repay/Payment instructions',
  component: WithToasts,
  args: {
    reference: REFNO,
    amount: '1534.50',
    onBack: fn(),
    onCopied: fn(),
    // Story taps are not trusted gestures: copying succeeds here; the kit's CopyButton stories fail it.
    copy: fn(() => Promise.resolve(true)),
  },
} satisfies Meta<typeof WithToasts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reference with copy, the amount, and numbered steps for a counter and for online banking. */
export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const ref = canvas.getByRole('region', { name: t('repay.instructions.refno') });
    await expect(ref.querySelector('[data-reference]')?.textContent).toBe(REFNO);
    const amount = money(globals, '1534.50');
    await expect(ref.querySelector('[data-amount]')?.textContent).toBe(amount);

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

/** Opened without a reference: a clear message, no steps that could not be followed. */
export const MissingReference: Story = {
  args: { reference: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('repay.instructions.missingTitle'));
    await expect(alert).toHaveTextContent(t('repay.instructions.missingText'));
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: t('common.back') })).toBeVisible();
  },
};

/** The longest reference and a large amount wrap; nothing scrolls sideways at 320 px. */
export const LongReference: Story = {
  args: { reference: 'DP7Q2K9X4M-2025060210001-REPAY-0000001', amount: '123456789.50' },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
