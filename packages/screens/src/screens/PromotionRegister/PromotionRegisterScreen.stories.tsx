import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import {
  codeRow,
  fields,
  fill,
  HEADLINE,
  LocalisedRegister,
  marketOf,
  NOW,
  promotionRegisterArgs,
  TYPED,
} from '../../test-support/stories/promotionRegister';

// The sign-up, the server's message, registering, the legacy numbers, small and large windows and the load
// states; the form's checks and the codes are in PromotionRegisterScreen.validation.stories.tsx and
// PromotionRegisterScreen.codes.stories.tsx.

const meta = {
  title: 'Promotion/Register',
  component: LocalisedRegister,
  args: promotionRegisterArgs(),
} satisfies Meta<typeof LocalisedRegister>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole form: the number keeps digits only and shows in groups; Send code sends the digits and the
 * picture's characters and starts the 60 s countdown; Register sends the three fields.
 */
export const SignUp: Story = {
  play: async (context) => {
    const { args, globals } = context;
    const { t, canvas, phone, captcha, code, send, register } = fields(context);
    const market = marketOf(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t('promotion.title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: HEADLINE[market] })).toBeVisible();
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await expect(getComputedStyle(phone).fontSize).toBe('16px');

    await userEvent.type(phone, TYPED[market].typed);
    await expect(phone).toHaveValue(TYPED[market].shown);
    await expect(canvas.getByRole('img', { name: t('promotion.captchaImage') })).toBeVisible();
    await fill(captcha, 'k7px');
    await userEvent.click(send());
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(args.onSendCode).toHaveBeenCalledWith({ phone: TYPED[market].digits, capcode: 'k7px' });
    await expect(send()).toHaveAccessibleName(t('countdown.resendIn', { seconds: 60 }));

    await fill(code, '12a3456');
    await expect(code).toHaveValue('123456');
    await userEvent.click(register);
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expect(args.onRegister).toHaveBeenCalledWith({
      phone: TYPED[market].digits,
      capcode: 'k7px',
      smsCode: '123456',
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const WRONG_PICTURE = {
  en: 'Wrong image code. <b>Try again</b>',
  id: 'Kode gambar salah. <b>Coba lagi</b>',
};

/**
 * The server's message (a wrong picture code, code 101 or -1) in the borrower's language, its bold drawn
 * as bold (no tags show).
 */
export const ServerMessage: Story = {
  render: (args, { globals }) => (
    <LocalisedRegister {...args} notice={globals.locale === 'id' ? WRONG_PICTURE.id : WRONG_PICTURE.en} />
  ),
  play: async ({ canvasElement, globals }) => {
    const id = globals.locale === 'id';
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      id ? 'Kode gambar salah. Coba lagi' : 'Wrong image code. Try again',
    );
    await expect(alert).not.toHaveTextContent('<b>');
    await expect(alert.querySelector('b')).toHaveTextContent(id ? 'Coba lagi' : 'Try again');
  },
};

/** Registering: Register shows it is working and ignores taps. */
export const Registering: Story = {
  args: { registering: true },
  play: async (context) => {
    const { args, globals } = context;
    const { phone, captcha, code, register } = fields(context);
    await fill(phone, TYPED[marketOf(globals)].digits);
    await fill(captcha, 'K7PX');
    await fill(code, '123456');
    await expect(register).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(register);
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** The spec's own format, when the landing template asks for it: 11 digits from 13-19, grouped 3-4-4. */
export const LegacyNumbers: Story = {
  args: { rule: 'legacy' },
  play: async (context) => {
    const { args } = context;
    const { t, phone, captcha, code, register } = fields(context);
    await expect(phone).toHaveAccessibleDescription(t('promotion.phoneHint.legacy'));
    await userEvent.type(phone, '138123456789');
    await expect(phone).toHaveValue('138 1234 5678');
    await fill(captcha, 'K7PX');
    await fill(code, '123456');
    await userEvent.click(register);
    await expect(args.onRegister).toHaveBeenCalledWith(expect.objectContaining({ phone: '13812345678' }));
  },
};

/** The user agreement the sign-up refers to opens from under Register. */
export const OpensAgreement: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('promotion.agreementLink') }));
    await expect(args.onOpenAgreement).toHaveBeenCalledTimes(1);
  },
};

/**
 * A small phone: everything fits, nothing scrolls sideways, every field keeps its label; the countdown has
 * its own full-width line under the code field, its label on one line.
 */
export const SmallPhone: Story = {
  name: 'Small phone (320 px)',
  globals: { viewport: { value: 'phone320', isRotated: false } },
  args: { deadline: NOW + 59_000 },
  play: async (context) => {
    const { t, phone, send } = fields(context);
    await expect(phone).toBeVisible();
    await expect(send()).toHaveAccessibleName(t('countdown.resendIn', { seconds: 59 }));
    const doc = context.canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const { field, button, oneLine } = codeRow(context);
    await expect(button.top).toBeGreaterThanOrEqual(field.bottom);
    await expect(Math.abs(button.width - field.width)).toBeLessThanOrEqual(1);
    await expect(oneLine).toBe(true);
  },
};

/** A desktop browser: the form stays a phone-width column in the middle of the window. */
export const Desktop: Story = {
  name: 'Desktop (1280 px)',
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async (context) => {
    const { register } = fields(context);
    const form = register.closest('form')!;
    const box = form.getBoundingClientRect();
    const width = context.canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(box.width).toBeLessThanOrEqual(480);
    await expect(Math.abs(box.left - (width - box.right))).toBeLessThanOrEqual(2);
  },
};

/** The template is loading: a skeleton shaped like the form, and it says what is loading. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByText(t('promotion.loading'))).toBeInTheDocument();
  },
};

/** The template could not be loaded: it says so and Try again asks again. */
export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('promotion.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Offline: the same, as no connection. */
export const Offline: Story = {
  args: { status: 'offline' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('promotion.loadFailedText'));
  },
};
