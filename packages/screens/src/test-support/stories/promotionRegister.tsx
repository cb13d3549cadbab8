// The Promotion/Register stories' screen wrapper, numbers and form helpers, shared by
// screens/PromotionRegister/PromotionRegisterScreen*.stories.tsx (excluded from the published package).
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { useLocale } from '../../i18n/LocaleProvider';
import type { Market } from '../../theme/markets';
import { storyText } from '../storyText';
import {
  PromotionRegisterScreen,
  type RegisterRequestFields,
  type SmsCodeRequest,
} from '../../screens/PromotionRegister/PromotionRegisterScreen';
import type { PhoneRule } from '../../screens/PromotionRegister/phoneRules';

/** A fixed clock, so a countdown story shows the same second every run. */
export const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
export const clock = () => NOW;

/** A picture code as the server draws it (an SVG), one per refresh. */
export const captcha = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40"><rect width="110" height="40" fill="#eef1f4"/><text x="14" y="28" font-family="monospace" font-size="24" font-weight="700" fill="#1b1f24">${text}</text></svg>`,
  )}`;
const PICTURES = ['K7PX', 'R2WD', 'M9TQ'];

/** A right number of each market, as typed (with a stray letter and dash: the field keeps digits). */
export const TYPED: Record<Market, { typed: string; shown: string; digits: string }> = {
  IN: { typed: '98a765-43210', shown: '98765 43210', digits: '9876543210' },
  ID: { typed: '0812-3456a7890', shown: '0812 3456 7890', digits: '081234567890' },
};
export const HEADLINE: Record<Market, string> = {
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
export function LocalisedRegister({
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

/** The meta args of every Promotion/Register stories file (fresh spies for each). */
export const promotionRegisterArgs = () => ({
  onSendCode: fn(),
  onRegister: fn(),
  onRefreshCaptcha: fn(),
  onOpenAgreement: fn(),
  onRetry: fn(),
});

/** What the form helpers read of a play's context. */
export interface PlayContext {
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
}

export const marketOf = (globals: Record<string, unknown>): Market => (globals.locale === 'id' ? 'ID' : 'IN');

/** Puts text into a field at once, as a paste (the number's key-by-key typing has its own stories). */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

export function fields({ canvasElement, globals }: PlayContext) {
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

/** The SMS code field's box and Send code's, and whether the button's label is on one line. */
export function codeRow(context: PlayContext) {
  const { code, send } = fields(context);
  const button = send();
  const field = code.getBoundingClientRect();
  const box = button.getBoundingClientRect();
  const style = getComputedStyle(button);
  const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  // Two lines of label would make it at least this tall.
  return { field, button: box, oneLine: box.height < 2 * parseFloat(style.lineHeight) + padding };
}
