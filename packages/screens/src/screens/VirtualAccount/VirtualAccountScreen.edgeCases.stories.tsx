import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectWholeAmount, largeText, linesOf } from '../../test-support/largeText';
import { storyText } from '../../test-support/storyText';
import {
  CODES,
  codeRegion,
  expectCode,
  localeOf,
  LocalisedCode,
  virtualAccountArgs,
} from '../../test-support/stories/virtualAccount';
import { channelName } from './channelName';

const meta = {
  title: 'Repay/Virtual account/Edge cases',
  component: LocalisedCode,
  args: virtualAccountArgs(),
} satisfies Meta<typeof LocalisedCode>;
export default meta;
type Story = StoryObj<typeof meta>;

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

/** A 24-character code and a long bill number wrap; nothing scrolls sideways at 320 px. */
export const LongCode: Story = {
  args: { bill: 'longCode' },
  play: async (context) => {
    await expectCode(context, CODES.long, 'bank');
    const doc = context.canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/**
 * Large text on a small phone (146%: 246 CSS px): the total whole on one line, and the bill number, which no
 * longer fits beside its title, under it on the right in one piece (as DetailRows does).
 */
export const AtLargeText: Story = {
  decorators: [largeText(1.46)],
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const total = within(canvasElement).getByRole('region', { name: t('repay.va.total') });
    await expectWholeAmount(total.querySelector<HTMLElement>('[data-amount]')!, canvasElement);
    const billNo = within(total).getByRole('definition');
    await expect(linesOf(billNo)).toBe(1);
    await expect(
      total.querySelector('dl')!.getBoundingClientRect().right - billNo.getBoundingClientRect().right,
    ).toBeLessThan(1);
    await expect(billNo.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      within(total).getByRole('term').getBoundingClientRect().bottom - 1,
    );
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
