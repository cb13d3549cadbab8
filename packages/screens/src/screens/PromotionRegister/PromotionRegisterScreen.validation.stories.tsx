import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { Market } from '../../theme/markets';
import {
  fields,
  fill,
  LocalisedRegister,
  marketOf,
  promotionRegisterArgs,
  TYPED,
} from '../../test-support/stories/promotionRegister';

const meta = {
  title: 'Promotion/Register/Validation',
  component: LocalisedRegister,
  args: promotionRegisterArgs(),
} satisfies Meta<typeof LocalisedRegister>;
export default meta;
type Story = StoryObj<typeof meta>;

const WRONG: Record<Market, string> = { IN: '5123456789', ID: '0712345678' };

/** A number of another format: "Please enter the phone number correctly", the field focused, nothing sent. */
export const PhoneInvalid: Story = {
  play: async (context) => {
    const { args, globals } = context;
    const { t, canvas, phone, captcha, code, register } = fields(context);
    await fill(phone, WRONG[marketOf(globals)]);
    await fill(captcha, 'K7PX');
    await fill(code, '123456');
    await userEvent.click(register);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(t('promotion.phoneInvalid'));
    await expect(phone).toHaveFocus();
    await expect(canvas.getByText(t('promotion.phoneInvalid'))).toBeVisible();
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** Register with nothing filled in: each field says what it needs; the number is focused. */
export const EverythingMissing: Story = {
  play: async (context) => {
    const { args } = context;
    const { t, phone, captcha, code, register } = fields(context);
    await userEvent.click(register);
    await expect(phone).toHaveAccessibleDescription(t('promotion.phoneInvalid'));
    await expect(captcha).toHaveAccessibleDescription(t('promotion.captchaMissing'));
    await expect(code).toHaveAccessibleDescription(t('promotion.smsCodeMissing'));
    await expect(phone).toHaveFocus();
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** Too few characters of the picture, too few digits of the SMS code: each says so; the picture is focused. */
export const ShortCaptchaAndCode: Story = {
  play: async (context) => {
    const { args, globals } = context;
    const { t, phone, captcha, code, register } = fields(context);
    await fill(phone, TYPED[marketOf(globals)].digits);
    await fill(captcha, 'K7');
    await fill(code, '1234');
    await userEvent.click(register);
    await expect(captcha).toHaveAccessibleDescription(t('promotion.captchaShort'));
    await expect(code).toHaveAccessibleDescription(t('promotion.smsCodeShort'));
    await expect(captcha).toHaveFocus();
    await expect(args.onRegister).not.toHaveBeenCalled();
    // Fixing them clears the messages as the borrower types.
    await fill(captcha, 'PX');
    await expect(captcha).not.toHaveAttribute('aria-invalid');
  },
};

/** Send code without a number and picture code: both say so, nothing is sent, no countdown starts. */
export const SendCodeNeedsNumberAndPicture: Story = {
  play: async (context) => {
    const { args } = context;
    const { t, phone, captcha, send } = fields(context);
    await userEvent.click(send());
    await expect(phone).toHaveAccessibleDescription(t('promotion.phoneInvalid'));
    await expect(captcha).toHaveAccessibleDescription(t('promotion.captchaMissing'));
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(send()).toHaveAccessibleName(t('countdown.send'));
  },
};
