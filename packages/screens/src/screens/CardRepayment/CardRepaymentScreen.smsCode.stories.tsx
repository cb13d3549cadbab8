import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { cardRepaymentArgs, LocalisedCardRepayment, NOW } from '../../test-support/stories/cardRepayment';

const meta = {
  title: 'Repay/Card repayment/SMS code',
  component: LocalisedCardRepayment,
  args: cardRepaymentArgs(),
} satisfies Meta<typeof LocalisedCardRepayment>;
export default meta;
type Story = StoryObj<typeof meta>;

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
