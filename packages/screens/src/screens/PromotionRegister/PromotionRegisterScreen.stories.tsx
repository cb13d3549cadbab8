import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocale } from '../../i18n/LocaleProvider';
import type { Market } from '../../theme/markets';
import { storyText } from '../../test-support/storyText';
import {
  PromotionRegisterScreen,
  type RegisterRequestFields,
  type SmsCodeRequest,
} from './PromotionRegisterScreen';
import type { PhoneRule } from './phoneRules';

/** A fixed clock, so a countdown story shows the same second every run. */
const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const clock = () => NOW;

/** A picture code as the server draws it (an SVG), one per refresh. */
const captcha = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40"><rect width="110" height="40" fill="#eef1f4"/><text x="14" y="28" font-family="monospace" font-size="24" font-weight="700" fill="#1b1f24">${text}</text></svg>`,
  )}`;
const PICTURES = ['K7PX', 'R2WD', 'M9TQ'];

/** A right number of each market, as typed (with a stray letter and dash: the field keeps digits). */
const TYPED: Record<Market, { typed: string; shown: string; digits: string }> = {
  IN: { typed: '98a765-43210', shown: '98765 43210', digits: '9876543210' },
  ID: { typed: '0812-3456a7890', shown: '0812 3456 7890', digits: '081234567890' },
};
const WRONG: Record<Market, string> = { IN: '5123456789', ID: '0712345678' };
const HEADLINE: Record<Market, string> = {
  IN: 'Loans up to Rs. 80,000 in about 2 hours',
  ID: 'Pinjaman hingga Rp 15.000.000, cair dalam 2 jam',
};

interface StoryArgs {
  rule?: PhoneRule;
  deadline?: number | null;
  notice?: string;
  registering?: boolean;
  picture?: boolean;
  status?: 'ready' | 'loading' | 'error' | 'offline';
  onSendCode: (request: SmsCodeRequest) => void;
  onRegister: (request: RegisterRequestFields) => void;
  onRefreshCaptcha: () => void;
  onOpenAgreement: () => void;
  onRetry: () => void;
}

/** The screen as the page drives it: the market's rule, a new picture on each refresh, the countdown kept. */
function LocalisedRegister({
  rule,
  deadline = null,
  notice,
  registering,
  picture = true,
  status = 'ready',
  ...callbacks
}: StoryArgs) {
  const { market } = useLocale();
  const [shown, setShown] = useState(0);
  const [kept, setKept] = useState<number | null>(deadline);
  if (status === 'loading') return <PromotionRegisterScreen status="loading" />;
  if (status === 'error' || status === 'offline')
    return (
      <PromotionRegisterScreen status="error" offline={status === 'offline'} onRetry={callbacks.onRetry} />
    );
  return (
    <PromotionRegisterScreen
      status="ready"
      phoneRule={rule ?? market}
      headline={HEADLINE[market]}
      captchaImage={picture ? captcha(PICTURES[shown % PICTURES.length]!) : null}
      notice={notice}
      registering={registering}
      smsDeadline={kept}
      onSmsDeadlineChange={setKept}
      onSendCode={callbacks.onSendCode}
      onRegister={callbacks.onRegister}
      onRefreshCaptcha={() => {
        callbacks.onRefreshCaptcha();
        setShown((n) => n + 1);
      }}
      onOpenAgreement={callbacks.onOpenAgreement}
      now={clock}
    />
  );
}

const meta = {
  title: 'Promotion/Register',
  component: LocalisedRegister,
  args: { onSendCode: fn(), onRegister: fn(), onRefreshCaptcha: fn(), onOpenAgreement: fn(), onRetry: fn() },
} satisfies Meta<typeof LocalisedRegister>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const marketOf = (globals: Record<string, unknown>): Market => (globals.locale === 'id' ? 'ID' : 'IN');

/** Puts text into a field at once, as a paste (the number's key-by-key typing has its own stories). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function fields({ canvasElement, globals }: PlayContext) {
  const t = storyText({ globals });
  const canvas = within(canvasElement);
  return {
    t,
    canvas,
    phone: canvas.getByRole('textbox', { name: t('promotion.phone') }),
    captcha: canvas.getByRole('textbox', { name: t('promotion.captcha') }),
    code: canvas.getByRole('textbox', { name: t('promotion.smsCode') }),
    // Send code in each of its labels: idle, counting, done.
    send: () =>
      canvas.getByRole('button', {
        name: (name) =>
          name === t('countdown.send') ||
          name === t('countdown.resend') ||
          name.startsWith(t('countdown.resendIn', { seconds: '' }).split(' ')[0]!),
      }),
    register: canvas.getByRole('button', { name: t('promotion.register') }),
  };
}

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

/** The SMS code field's box and Send code's, and whether the button's label is on one line. */
function codeRow(context: PlayContext) {
  const { code, send } = fields(context);
  const button = send();
  const field = code.getBoundingClientRect();
  const box = button.getBoundingClientRect();
  const style = getComputedStyle(button);
  const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  // Two lines of label would make it at least this tall.
  return { field, button: box, oneLine: box.height < 2 * parseFloat(style.lineHeight) + padding };
}

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
