import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatMoney } from '../../i18n/format';
import { marketForLocale } from '../../i18n/LocaleProvider';
import type { Market } from '../../theme/markets';
import { showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import {
  AMOUNT,
  cardRepaymentArgs,
  CARDS,
  LocalisedCardRepayment,
} from '../../test-support/stories/cardRepayment';

// Choosing a card and paying, no card, the load states and a payment still processing; the SMS code step is in
// CardRepaymentScreen.smsCode.stories.tsx.

const meta = {
  title: 'Repay/Card repayment',
  component: LocalisedCardRepayment,
  args: cardRepaymentArgs(),
} satisfies Meta<typeof LocalisedCardRepayment>;
export default meta;
type Story = StoryObj<typeof meta>;

const marketOf = (globals: Record<string, unknown>): Market =>
  globals.market === 'IN' || globals.market === 'ID'
    ? globals.market
    : marketForLocale(globals.locale === 'id' ? 'id' : 'en');

/** The borrower's cards as a radio group: choosing the second and Pay pays with it; the amount is the largest text. */
export const CardList: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const market = marketOf(globals);
    await expect(canvas.getByRole('region', { name: t('payway.amountLabel') })).toBeVisible();
    await expect(canvasElement.querySelector('[data-amount]')?.textContent).toBe(
      formatMoney(AMOUNT[market], market),
    );
    const group = canvas.getByRole('radiogroup', { name: t('payway.cardsTitle') });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    // Bank badges: the server's http(s) logo, otherwise one neutral bank icon — never made-up initials.
    const badges = [...canvasElement.querySelectorAll('[data-card] [data-logo]')];
    await expect(badges.map((b) => b.getAttribute('data-logo'))).toEqual(['image', 'icon', 'icon']);
    await expect(badges[0]!.querySelector('img')).toHaveAttribute('src', CARDS[market][0]!.logo);
    for (const badge of badges.slice(1)) {
      await expect(badge.querySelector('img')).toBeNull();
      await expect(badge.querySelector('[data-part="bank-icon"]')).not.toBeNull();
      await expect(badge.textContent).toBe('');
    }
    const second = CARDS[market][1]!;
    const radio = within(group).getByRole('radio', {
      name: t('payway.cardName', { bank: second.bankName, number: second.cardNo }),
    });
    await userEvent.click(radio);
    await expect(radio).toBeChecked();
    await expect(args.onSelectedCardChange).toHaveBeenCalledWith('card-2');
    await userEvent.click(canvas.getByRole('button', { name: t('payway.pay') }));
    await expect(args.onPay).toHaveBeenCalledWith('card-2');
    await userEvent.click(canvas.getByRole('button', { name: t('payway.otherWay') }));
    await expect(args.onOtherWay).toHaveBeenCalledTimes(1);
  },
};

/** Pay with no card chosen: "Please choose a bank card first", nothing is paid; choosing one clears it. */
export const NoCardChosen: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('payway.pay') }));
    await expect(canvas.getByText(t('payway.chooseCard'))).toBeVisible();
    await expect(canvas.getByText(t('payway.chooseCard'))).toHaveAttribute('role', 'alert');
    await expect(args.onPay).not.toHaveBeenCalled();
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await expect(canvas.queryByText(t('payway.chooseCard'))).toBeNull();
  },
};

/**
 * No card bound yet: an empty state, not an error — its main action is "Add a bank card", and there is no
 * Pay that could only refuse.
 */
export const NoCards: Story = {
  args: { noCards: true },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('payway.emptyTitle') })).toBeVisible();
    await expect(canvasElement.querySelector('[data-no-cards]')).toHaveAttribute('data-kind', 'empty');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('payway.pay') })).toBeNull();
    await expect(canvas.queryByText(t('payway.chooseCard'))).toBeNull();
    const add = canvas.getAllByRole('button', { name: t('payway.addCard') });
    await expect(add).toHaveLength(1);
    await expect(add[0]).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(add[0]!);
    await expect(args.onAddCard).toHaveBeenCalledTimes(1);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** The card list could not be loaded: "Could not load your cards" and Try again. */
export const LoadFailed: Story = {
  args: { load: 'error' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('payway.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { load: 'loading' }, play: showsLoading('payway.loading') };

/**
 * A reply was lost: "Payment processing", the cards locked (no second payment with another card), and the
 * only action is Check again. Neither "paid" nor "failed" is shown.
 */
export const ProcessingAfterLostReply: Story = {
  args: { defaultSelectedCardId: 'card-1', step: { kind: 'processing' } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('payway.processingTitle'));
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: t('payway.pay') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('payway.addCard') })).toBeNull();
    await expect(canvas.queryByText(t('payway.paidTitle'))).toBeNull();
    await expect(canvas.queryByText(t('payway.processingFailed'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('payway.checkAgain') }));
    await expect(args.onCheckAgain).toHaveBeenCalledTimes(1);
  },
};

/** Checking again is on its way: the button is busy and a second tap sends nothing. */
export const CheckingAgain: Story = {
  args: { defaultSelectedCardId: 'card-1', step: { kind: 'processing', stillWaiting: true }, working: true },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('payway.stillProcessing'))).toBeVisible();
    const button = canvas.getByRole('button', { name: t('payway.checkAgain') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onCheckAgain).not.toHaveBeenCalled();
  },
};
