import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMoney } from '../../i18n/format';
import { marketForLocale, useLocale } from '../../i18n/LocaleProvider';
import type { Market } from '../../theme/markets';
import { showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import { CardRepaymentScreen, type CardPayStep, type PaymentCard } from './CardRepaymentScreen';

/** A fixed clock: the countdown shows the same second in every run and screenshot. */
const NOW = Date.UTC(2026, 2, 11, 7, 0, 0);
const clock = () => NOW;

/** A logo as the server sends it: an absolute http(s) address (here Storybook's own origin). */
const logo = (file: string) => new URL(`/mock-assets/banks/${file}`, document.baseURI).href;

/** The first card has the server's logo; the second none; the third a logo that is not http(s). */
const CARDS: Record<Market, PaymentCard[]> = {
  ID: [
    { id: 'card-1', bankName: 'BCA', cardNo: '5210 **** **** 6789', logo: logo('bca.svg') },
    { id: 'card-2', bankName: 'Mandiri', cardNo: '4617 **** **** 2045' },
    {
      id: 'card-3',
      bankName: 'Bank Rakyat Indonesia',
      cardNo: '6013 **** **** 5531',
      logo: 'javascript:alert(1)',
    },
  ],
  IN: [
    { id: 'card-1', bankName: 'HDFC Bank', cardNo: '4386 **** **** 4321', logo: logo('hdfc.svg') },
    { id: 'card-2', bankName: 'State Bank of India', cardNo: '6521 **** **** 1187' },
    { id: 'card-3', bankName: 'Axis Bank', cardNo: '5326 **** **** 9902', logo: 'data:image/svg+xml,<svg/>' },
  ],
};
const AMOUNT: Record<Market, string> = { ID: '1568250', IN: '1816.67' };

interface StoryArgs {
  load?: 'ready' | 'loading' | 'error';
  noCards?: boolean;
  step?: CardPayStep;
  defaultSelectedCardId?: string | null;
  defaultCode?: string;
  otherWay?: boolean;
  working?: boolean;
  onPay: (cardId: string) => void;
  onResend: () => void;
  onConfirm: (code: string) => void;
  onCheckAgain: () => void;
  onAddCard: () => void;
  onOtherWay: () => void;
  onRetry: () => void;
  onBack: () => void;
  onSelectedCardChange: (id: string) => void;
}

function LocalisedCardRepayment({
  load = 'ready',
  noCards,
  step = { kind: 'choose' },
  onRetry,
  ...args
}: StoryArgs) {
  const { market } = useLocale();
  if (load === 'loading') return <CardRepaymentScreen status="loading" onBack={args.onBack} />;
  if (load === 'error') return <CardRepaymentScreen status="error" onRetry={onRetry} onBack={args.onBack} />;
  return (
    <CardRepaymentScreen
      status="ready"
      amount={AMOUNT[market]}
      cards={noCards ? [] : CARDS[market]}
      step={step}
      now={clock}
      {...args}
    />
  );
}

const meta = {
  title: 'Repay/Card repayment',
  component: LocalisedCardRepayment,
  args: {
    otherWay: true,
    onPay: fn(),
    onResend: fn(),
    onConfirm: fn(),
    onCheckAgain: fn(),
    onAddCard: fn(),
    onOtherWay: fn(),
    onRetry: fn(),
    onBack: fn(),
    onSelectedCardChange: fn(),
  },
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
 * The SMS step, 42 s before a new code may be asked for: Resend is not available yet; a 5-digit code is
 * refused with "Please enter the correct verification code"; six digits are sent.
 */
export const CodeCounting: Story = {
  args: { defaultSelectedCardId: 'card-1', step: { kind: 'code', deadline: NOW + 42_000 } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: t('payway.codeLabel') });
    await expect(field).toHaveFocus();
    // The SMS step sits right under the chosen card, inside its group.
    const step = canvasElement.querySelector<HTMLElement>('[data-code-step]')!;
    await expect(step.previousElementSibling).toHaveAttribute('data-card', 'card-1');
    await expect(step.closest('[role="radiogroup"]')).not.toBeNull();
    await expect(step).toContainElement(field);
    // Resend in one place: the only one, inside the step, under the field.
    const resend = canvas.getByRole('button', { name: t('countdown.resendIn', { seconds: 42 }) });
    await expect(canvas.getAllByRole('button', { name: /\d/ })).toHaveLength(1);
    await expect(step).toContainElement(resend);
    await expect(resend.getBoundingClientRect().top).toBeGreaterThan(field.getBoundingClientRect().bottom);
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(resend);
    await expect(args.onResend).not.toHaveBeenCalled();
    await userEvent.type(field, '12345');
    await userEvent.click(canvas.getByRole('button', { name: t('payway.confirm') }));
    await expect(canvasElement.querySelector('[data-code-message]')).toHaveTextContent(
      t('payway.codeInvalid'),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(field, '6');
    await expect(canvasElement.querySelector('[data-code-message]')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: t('payway.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
    // The card stays chosen; the other way is not offered in the middle of a payment.
    await expect(canvas.queryByRole('button', { name: t('payway.otherWay') })).toBeNull();
  },
};

/** The countdown is over: "Resend code" asks for a new code (sendMsg 1). */
export const CodeAtZero: Story = {
  args: { defaultSelectedCardId: 'card-1', step: { kind: 'code', deadline: NOW - 1 } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('countdown.resend') }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

/** The server said 800006: "Wrong verification code". */
export const WrongCode: Story = {
  args: {
    defaultSelectedCardId: 'card-1',
    defaultCode: '000000',
    step: { kind: 'code', deadline: NOW + 30_000, failure: { kind: 'wrongCode' } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const message = canvasElement.querySelector<HTMLElement>('[data-code-message]')!;
    await expect(message).toHaveTextContent(t('payway.wrongCode'));
    const field = within(canvasElement).getByRole('textbox', { name: t('payway.codeLabel') });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(t('payway.wrongCode'));
    // Right under the field (before Resend), in the error colour.
    const below = message.getBoundingClientRect().top - field.getBoundingClientRect().bottom;
    await expect(below).toBeGreaterThanOrEqual(0);
    await expect(below).toBeLessThan(16);
    await expect(getComputedStyle(message).color).toBe('rgb(179, 38, 30)');
  },
};

/**
 * The server said 800005: "Do not submit the payment request repeatedly" — about the payment, not the code:
 * said above the field, which is not marked wrong.
 */
export const Duplicate: Story = {
  args: {
    defaultSelectedCardId: 'card-1',
    defaultCode: '123456',
    step: { kind: 'code', deadline: NOW + 30_000, failure: { kind: 'duplicate' } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const alert = canvasElement.querySelector<HTMLElement>('[data-step-alert]')!;
    await expect(alert).toHaveTextContent(t('payway.duplicate'));
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(canvasElement.querySelector('[data-code-message]')).toHaveTextContent('');
    const field = within(canvasElement).getByRole('textbox', { name: t('payway.codeLabel') });
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(field.getBoundingClientRect().top);
  },
};

const CARD_BLOCKED = { en: '<b>Card blocked</b> by the bank', id: '<b>Kartu diblokir</b> oleh bank' };

/** Another refusal shows the server's own message in the borrower's language, its bold drawn (no tags). */
export const ServerMessage: Story = {
  args: {
    defaultSelectedCardId: 'card-1',
    defaultCode: '123456',
  },
  render: (args, { globals }) => (
    <LocalisedCardRepayment
      {...args}
      step={{
        kind: 'code',
        deadline: NOW + 30_000,
        failure: { kind: 'server', message: globals.locale === 'id' ? CARD_BLOCKED.id : CARD_BLOCKED.en },
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const id = globals.locale === 'id';
    const message = canvasElement.querySelector('[data-code-message]');
    await expect(message).toHaveTextContent(id ? 'Kartu diblokir oleh bank' : 'Card blocked by the bank');
    await expect(message).not.toHaveTextContent('<b>');
    await expect(message?.querySelector('b')).toHaveTextContent(id ? 'Kartu diblokir' : 'Card blocked');
  },
};

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
