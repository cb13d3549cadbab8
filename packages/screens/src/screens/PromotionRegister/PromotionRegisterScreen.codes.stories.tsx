import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  codeRow,
  fields,
  fill,
  LocalisedRegister,
  marketOf,
  NOW,
  promotionRegisterArgs,
  TYPED,
} from '../../test-support/stories/promotionRegister';

const meta = {
  title: 'Promotion/Register/Codes',
  component: LocalisedRegister,
  args: promotionRegisterArgs(),
} satisfies Meta<typeof LocalisedRegister>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The countdown running (42 s left, kept from before a reload): the button counts and is inert. On a
 * 360 px phone it sits beside the code field, its label on one line, in both languages.
 */
export const CountdownCounting: Story = {
  args: { deadline: NOW + 42_000 },
  play: async (context) => {
    const { t, send } = fields(context);
    await expect(send()).toHaveAccessibleName(t('countdown.resendIn', { seconds: 42 }));
    await expect(send()).toHaveAttribute('aria-disabled', 'true');
    const { field, button, oneLine } = codeRow(context);
    await expect(button.left).toBeGreaterThanOrEqual(field.right);
    await expect(button.top).toBeLessThan(field.bottom);
    await expect(oneLine).toBe(true);
  },
};

/**
 * Send code pressed again while it counts: "Do not send the code repeatedly", and nothing is sent; the
 * message goes once the borrower types on.
 */
export const SendRepeatedly: Story = {
  args: { deadline: NOW + 30_000 },
  play: async (context) => {
    const { args, globals } = context;
    const { t, canvas, phone, captcha, send } = fields(context);
    await fill(phone, TYPED[marketOf(globals)].digits);
    await fill(captcha, 'K7PX');
    await userEvent.click(send());
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('promotion.sendRepeatedly'));
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(captcha, '{Backspace}X');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The countdown at 0: "Resend code", and a tap sends again and counts from 60. */
export const CountdownAtZero: Story = {
  args: { deadline: NOW - 1 },
  play: async (context) => {
    const { args, globals } = context;
    const { t, phone, captcha, send } = fields(context);
    await expect(send()).toHaveAccessibleName(t('countdown.resend'));
    await expect(send()).not.toHaveAttribute('aria-disabled');
    await fill(phone, TYPED[marketOf(globals)].digits);
    await fill(captcha, 'K7PX');
    await userEvent.click(send());
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(send()).toHaveAccessibleName(t('countdown.resendIn', { seconds: 60 }));
  },
};

/**
 * Tap the picture: without a right number it asks for the number first and draws nothing; with one, a new
 * picture comes and what was typed for the old one is cleared.
 */
export const CaptchaRefresh: Story = {
  play: async (context) => {
    const { args, globals } = context;
    const { t, canvas, phone, captcha } = fields(context);
    const picture = canvas.getByRole('button', { name: t('promotion.captchaRefresh') });
    const image = () => canvas.getByRole('img', { name: t('promotion.captchaImage') });
    const first = image().getAttribute('src');
    await userEvent.click(picture);
    await expect(args.onRefreshCaptcha).not.toHaveBeenCalled();
    await expect(phone).toHaveAccessibleDescription(t('promotion.phoneInvalid'));
    await expect(phone).toHaveFocus();

    await fill(phone, TYPED[marketOf(globals)].digits);
    await fill(captcha, 'K7PX');
    await userEvent.click(picture);
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(image().getAttribute('src')).not.toBe(first));
    await expect(captcha).toHaveValue('');
    await expect(picture.offsetHeight).toBeGreaterThanOrEqual(44);
  },
};

/**
 * No picture yet (the session could not be had): the reason is said under the row, readable and outside
 * the picture's box (which shows a drawn "try again" arrow); a tap asks again.
 */
export const CaptchaUnavailable: Story = {
  args: { picture: false },
  play: async (context) => {
    const { args, globals } = context;
    const { t, canvas, phone, captcha } = fields(context);
    const picture = canvas.getByRole('button', { name: t('promotion.captchaReload') });
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(captcha).toHaveAccessibleDescription(t('promotion.captchaUnavailable'));
    const reason = canvas.getByText(t('promotion.captchaUnavailable'));
    const box = picture.getBoundingClientRect();
    await expect(reason.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.bottom);
    await expect(parseFloat(getComputedStyle(reason).fontSize)).toBeGreaterThanOrEqual(14);
    await fill(phone, TYPED[marketOf(globals)].digits);
    await userEvent.click(picture);
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
  },
};
