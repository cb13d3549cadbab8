import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CountdownButton } from '../../components/CountdownButton';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { formatPhoneInput, type PhoneRule } from './phoneRules';
import {
  captchaInput,
  canRefreshCaptcha,
  EMPTY_REGISTER_FORM,
  registerFields,
  registerProblems,
  smsCodeInput,
  type RegisterForm,
  type RegisterProblems,
} from './registerForm';
import { ServerText } from '../../components/ServerText';
import { LicenceLine } from '../../components/LicenceLine';
import { PromotionHero } from './PromotionHero';
import { Form, Row, Captcha, Alert, Agreement, Big } from './PromotionRegisterScreen.styles';

/** What Send code sends: the phone's digits and the picture's characters. */
export interface SmsCodeRequest {
  phone: string;
  capcode: string;
}

/** What Register sends from the form (the page adds the template's and the query's fields). */
export interface RegisterRequestFields extends SmsCodeRequest {
  smsCode: string;
}

export interface PromotionRegisterCallbacks {
  /** The form. Controlled; `defaultValue` for uncontrolled use. */
  value?: RegisterForm;
  defaultValue?: RegisterForm;
  onChange?: (form: RegisterForm) => void;
  /**
   * Send code, called only with a right phone and 4 characters. Return a promise: the 60 s countdown starts
   * when it resolves, not when it rejects (the page says why).
   */
  onSendCode?: (request: SmsCodeRequest) => PromiseLike<unknown> | void;
  /** When Send code may be pressed again (epoch ms); keep it to carry the countdown over a reload. */
  smsDeadline?: number | null;
  defaultSmsDeadline?: number | null;
  onSmsDeadlineChange?: (deadline: number) => void;
  /** A new picture; asked only once the phone number is right (spec 5). */
  onRefreshCaptcha?: () => void;
  /** Register, called only with a complete form. */
  onRegister?: (request: RegisterRequestFields) => void;
  /** A registration is on its way: Register shows a spinner and ignores taps. */
  registering?: boolean;
  onOpenAgreement?: () => void;
  onBack?: () => void;
  /** The clock for the countdown (epoch ms); injectable for stories and tests. */
  now?: () => number;
}

export type PromotionRegisterScreenProps = PromotionRegisterCallbacks &
  (
    | {
        status: 'ready';
        /** The number format the phone is checked against (the template's, else the market's). */
        phoneRule: PhoneRule;
        /** The landing template's headline; empty: the lead text only. */
        headline?: string;
        /** The template's banner (http(s) or a path of this site); anything else is not shown. */
        bannerImage?: string;
        /** The brand from the runtime configuration, on the banner; empty: none. */
        brandName?: string;
        /** The licence or registration line from the runtime configuration; empty: none (never invented). */
        licenceLine?: string;
        /** The captcha picture's address; null while there is none (no session yet). */
        captchaImage: string | null;
        /** The server's last word on Send code or Register (shown as text), e.g. a wrong picture code. */
        notice?: string;
      }
    | { status: 'loading' }
    | { status: 'error'; onRetry: () => void; offline?: boolean }
  );

/** A circular arrow: tap for a new picture (when the last one could not be loaded). */
function ReloadIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M20 12a8 8 0 1 1-2.3-5.7" />
        <path d="M20 4v5h-5" />
      </g>
    </svg>
  );
}

const PHONE_HINT: Record<PhoneRule, MessageKey> = {
  IN: 'promotion.phoneHint.IN',
  ID: 'promotion.phoneHint.ID',
  legacy: 'promotion.phoneHint.legacy',
};
const CAPTCHA_PROBLEM: Record<NonNullable<RegisterProblems['captcha']>, MessageKey> = {
  missing: 'promotion.captchaMissing',
  short: 'promotion.captchaShort',
};
const SMS_PROBLEM: Record<NonNullable<RegisterProblems['smsCode']>, MessageKey> = {
  missing: 'promotion.smsCodeMissing',
  short: 'promotion.smsCodeShort',
};

type Field = keyof RegisterProblems;
/** Fields in the order shown: the first with a problem takes focus. */
const ORDER: readonly Field[] = ['phone', 'captcha', 'smsCode'];

/**
 * The promotion sign-up (spec screen 12, `/promotion#/`): mobile number in the market's format (digits only,
 * grouped for reading), the picture's 4 characters (tap the picture for a new one, once the number is right),
 * the 6-digit SMS code with Send code's 60 s countdown, Register. Each field says what is wrong with it;
 * Send code pressed again during the countdown says so and sends nothing.
 */
export function PromotionRegisterScreen(props: PromotionRegisterScreenProps) {
  const t = useText();
  const navBar = <NavBar title={t('promotion.title')} onBack={props.onBack} />;
  if (props.status === 'loading')
    return (
      <PageSkeleton
        navBar={navBar}
        label={t('promotion.loading')}
        cards={[{ rows: ['media', 'title', 'text'] }, { rows: ['row', 'row', 'row', 'button'] }]}
      />
    );
  if (props.status === 'error')
    return (
      <LoadErrorPage
        navBar={navBar}
        offline={props.offline}
        title={t('promotion.loadFailed')}
        description={t('promotion.loadFailedText')}
        onRetry={props.onRetry}
      />
    );
  return <RegisterReady {...props} navBar={navBar} />;
}

function RegisterReady({
  navBar,
  phoneRule: rule,
  headline,
  bannerImage,
  brandName,
  licenceLine = '',
  captchaImage,
  notice,
  value,
  defaultValue = EMPTY_REGISTER_FORM,
  onChange,
  onSendCode,
  smsDeadline,
  defaultSmsDeadline = null,
  onSmsDeadlineChange,
  onRefreshCaptcha,
  onRegister,
  registering = false,
  onOpenAgreement,
  now,
}: PromotionRegisterCallbacks &
  Extract<PromotionRegisterScreenProps, { status: 'ready' }> & { navBar: ReactNode }) {
  const t = useText();
  const id = useId();
  const [form, setForm] = useControllableState(value, defaultValue, onChange);
  // The fields checked so far: problems show after a try, then follow the borrower's edits.
  const [checked, setChecked] = useState<ReadonlySet<Field>>(new Set());
  const [repeated, setRepeated] = useState(false);
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const caret = useRef<number | null>(null);
  const fieldId = (name: Field) => `${id}-${name}`;
  const hintId = (name: Field) => `${id}-${name}-hint`;
  const all = registerProblems(form, rule);
  const problem = <F extends Field>(name: F) => (checked.has(name) ? all[name] : undefined);

  // The caret goes back where the borrower was typing once the grouped number is on screen.
  useLayoutEffect(() => {
    if (caret.current === null) return;
    const input = document.getElementById(fieldId('phone')) as HTMLInputElement | null;
    input?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  // A new picture: what was typed for the old one is no use any more (runs on every render, acts on a new one).
  const shownImage = useRef(captchaImage);
  useEffect(() => {
    if (shownImage.current === captchaImage) return;
    shownImage.current = captchaImage;
    if (form.captcha) setForm({ ...form, captcha: '' });
  }, [captchaImage, form, setForm]);

  const set = (changes: Partial<RegisterForm>) => {
    setRepeated(false);
    setForm({ ...form, ...changes });
  };

  /** Marks `fields` as checked; true when none of them has a problem, else the first takes focus. */
  const check = (fields: readonly Field[]) => {
    setChecked((before) => new Set([...before, ...fields]));
    const first = ORDER.find((name) => fields.includes(name) && all[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
    return !first;
  };

  const refreshCaptcha = () => {
    if (!canRefreshCaptcha(form, rule)) {
      check(['phone']);
      return;
    }
    setBrokenImage(null);
    onRefreshCaptcha?.();
  };

  const sendCode = () => {
    setRepeated(false);
    if (!check(['phone', 'captcha'])) return Promise.reject(new Error('incomplete'));
    const { phone, capcode } = registerFields(form, rule);
    return Promise.resolve(onSendCode?.({ phone, capcode }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (registering) return;
    if (!check(ORDER)) return;
    onRegister?.(registerFields(form, rule));
  };

  const phoneProblem = problem('phone');
  const captchaProblem = problem('captcha');
  const smsProblem = problem('smsCode');
  const imageShown = captchaImage && brokenImage !== captchaImage;

  return (
    <Page navBar={navBar}>
      <PromotionHero id={id} brandName={brandName} headline={headline} bannerImage={bannerImage} />
      <Form as="form" noValidate onSubmit={submit} aria-label={t('promotion.formLabel')}>
        <Row data-single="">
          <TextField
            id={fieldId('phone')}
            label={t('promotion.phone')}
            value={form.phone}
            onChange={(text) => {
              const input = document.getElementById(fieldId('phone')) as HTMLInputElement | null;
              const next = formatPhoneInput(text, input?.selectionStart ?? text.length, rule);
              caret.current = next.caret;
              set({ phone: next.text });
            }}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            // No maxLength: a pasted "+91 98765 43210" would lose digits before the rule reads it; the
            // rule keeps the right number of digits instead (the same for the two codes below).
            invalid={!!phoneProblem}
            aria-describedby={hintId('phone')}
          />
          <p id={hintId('phone')} data-invalid={phoneProblem ? '' : undefined}>
            {phoneProblem ? t('promotion.phoneInvalid') : t(PHONE_HINT[rule])}
          </p>
        </Row>
        <Row>
          <TextField
            id={fieldId('captcha')}
            label={t('promotion.captcha')}
            value={form.captcha}
            onChange={(text) => set({ captcha: captchaInput(text) })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            invalid={!!captchaProblem}
            aria-describedby={hintId('captcha')}
          />
          <Captcha
            type="button"
            aria-label={imageShown ? t('promotion.captchaRefresh') : t('promotion.captchaReload')}
            aria-describedby={hintId('captcha')}
            onClick={refreshCaptcha}
            data-captcha=""
          >
            {imageShown ? (
              <img
                src={captchaImage}
                alt={t('promotion.captchaImage')}
                width={110}
                height={40}
                onError={() => setBrokenImage(captchaImage)}
              />
            ) : (
              // The reason is said under the row, in words that fit: the box only shows "try again".
              <ReloadIcon />
            )}
          </Captcha>
          <p id={hintId('captcha')} data-invalid={captchaProblem || !imageShown ? '' : undefined}>
            {captchaProblem
              ? t(CAPTCHA_PROBLEM[captchaProblem])
              : imageShown
                ? t('promotion.captchaHint')
                : t('promotion.captchaUnavailable')}
          </p>
        </Row>
        <Row data-code="">
          <TextField
            id={fieldId('smsCode')}
            label={t('promotion.smsCode')}
            value={form.smsCode}
            onChange={(text) => set({ smsCode: smsCodeInput(text) })}
            inputMode="numeric"
            autoComplete="one-time-code"
            invalid={!!smsProblem}
            aria-describedby={smsProblem ? hintId('smsCode') : undefined}
          />
          <CountdownButton
            deadline={smsDeadline}
            defaultDeadline={defaultSmsDeadline}
            onDeadlineChange={onSmsDeadlineChange}
            onSend={sendCode}
            onBlockedPress={() => setRepeated(true)}
            now={now}
          />
          {smsProblem && (
            <p id={hintId('smsCode')} data-invalid="">
              {t(SMS_PROBLEM[smsProblem])}
            </p>
          )}
        </Row>
        <Alert role="alert">
          <ServerText text={repeated ? t('promotion.sendRepeatedly') : notice || ''} />
        </Alert>
        <Big type="submit" block loading={registering}>
          {t('promotion.register')}
        </Big>
        {onOpenAgreement && (
          <Agreement>
            {t('promotion.agreeLead')}{' '}
            <button type="button" onClick={onOpenAgreement}>
              {t('promotion.agreementLink')}
            </button>
          </Agreement>
        )}
      </Form>
      <LicenceLine text={licenceLine} />
    </Page>
  );
}
