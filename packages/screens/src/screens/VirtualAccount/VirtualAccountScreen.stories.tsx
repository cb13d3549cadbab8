import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createFormatters } from '../../i18n/format';
import { marketForLocale, type Locale } from '../../i18n/LocaleProvider';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import {
  AMOUNT,
  CODES,
  codeRegion,
  expectCode,
  localeOf,
  LocalisedCode,
  PHONE,
  STEPS,
  virtualAccountArgs,
  type Globals,
  type PlayContext,
} from '../../test-support/stories/virtualAccount';

// The code as it is paid (mini-market and bank), the tip, loading and the load error; the edge cases and the
// other errors are in VirtualAccountScreen.edgeCases.stories.tsx and VirtualAccountScreen.errors.stories.tsx.

const meta = {
  title: 'Repay/Virtual account',
  component: LocalisedCode,
  args: virtualAccountArgs(),
} satisfies Meta<typeof LocalisedCode>;
export default meta;
type Story = StoryObj<typeof meta>;

const formatIn = (globals: Globals) =>
  createFormatters(marketForLocale(localeOf(globals)), localeOf(globals));

/** "3 Jun 2025, 23:59 WIB" (23.59 in Indonesian; IST in India): the deadline as the borrower reads it. */
const DEADLINE: Record<Locale, string> = { id: '3 Jun 2025, 23.59 WIB', en: '3 Jun 2025, 23:59 IST' };

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

export const Loading: Story = { args: { load: 'loading' }, play: showsLoading('repay.va.loading') };

/** generate-vcode failed without words of its own: the error state with Try again. */
export const LoadError: Story = { name: 'Error', args: { load: 'error' }, play: failsWithRetry };
