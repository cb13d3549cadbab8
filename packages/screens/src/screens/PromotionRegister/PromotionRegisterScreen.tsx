import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { LicenceLine } from '../../components/LicenceLine';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { ServerText } from '../../components/ServerText';
import { PageSkeleton } from '../../components/Skeleton';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import type { PhoneRule } from './phoneRules';
import {
  canRefreshCaptcha,
  EMPTY_REGISTER_FORM,
  registerFields,
  registerProblems,
  type RegisterForm,
  type RegisterProblems,
} from './registerForm';
import { CaptchaRow } from './CaptchaRow';
import { PhoneRow } from './PhoneRow';
import { PromotionHero } from './PromotionHero';
import { Form, Alert, Agreement, Big } from './PromotionRegisterScreen.styles';
import { SmsCodeRow } from './SmsCodeRow';

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
  const fieldId = (name: Field) => `${id}-${name}`;
  const all = registerProblems(form, rule);
  const problem = <F extends Field>(name: F) => (checked.has(name) ? all[name] : undefined);

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

  return (
    <Page navBar={navBar}>
      <PromotionHero id={id} brandName={brandName} headline={headline} bannerImage={bannerImage} />
      <Form as="form" noValidate onSubmit={submit} aria-label={t('promotion.formLabel')}>
        <PhoneRow
          id={fieldId('phone')}
          rule={rule}
          value={form.phone}
          onChange={(phone) => set({ phone })}
          invalid={!!problem('phone')}
        />
        <CaptchaRow
          id={fieldId('captcha')}
          value={form.captcha}
          onChange={(captcha) => set({ captcha })}
          problem={problem('captcha')}
          image={captchaImage}
          canRefresh={canRefreshCaptcha(form, rule)}
          onRefresh={onRefreshCaptcha}
          onRefused={() => check(['phone'])}
        />
        <SmsCodeRow
          id={fieldId('smsCode')}
          value={form.smsCode}
          onChange={(smsCode) => set({ smsCode })}
          problem={problem('smsCode')}
          deadline={smsDeadline}
          defaultDeadline={defaultSmsDeadline}
          onDeadlineChange={onSmsDeadlineChange}
          onSend={sendCode}
          onBlockedPress={() => setRepeated(true)}
          now={now}
        />
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
