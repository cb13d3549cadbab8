import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  captchaImageUrl,
  channelTemplate,
  newIdempotencyKey,
  promotionRegister,
  promotionSid,
  promotionSms,
  readRuntimeConfig,
  trackClick,
} from '@loan-h5/api';
import {
  marketForLocale,
  PromotionRegisterScreen,
  useLocale,
  useText,
  type RegisterForm,
  type RegisterRequestFields,
  type PromotionOutcome,
  type SmsCodeRequest,
} from '@loan-h5/screens';
import { useBridge } from '../../bridge/BridgeContext';
import { useApiClient } from '../../data/ApiContext';
import { toastCallFailure, isOfflineFailure } from '../../data/callErrors';
import { unwaitedCall } from '../../data/pageLoad';
import { useCall } from '../../data/useCall';
import { useOneAtATime } from '../../data/useOneAtATime';
import { useLeavePage } from '../pageNavigation';
import { promotionFailure } from './promotionOutcome';
import {
  forgetPromotionSession,
  keepPromotionSession,
  readPromotionSession,
  signUpDeviceId,
} from './promotionSession';
import { PROMOTION_HASH } from './promotionView';

/** The sign-up's fields from the page's query: where the borrower came from (spec 3 and 7). */
export function queryFields(query: URLSearchParams) {
  const field = (name: string) => query.get(name) ?? '';
  return {
    /** Sent with Send code and Register. */
    source: { app_from: field('app_from'), user_from: field('user_from'), utm_tag: field('utm_tag') },
    /** Sent with Register only. */
    register: { invite_code: field('invite_code'), userName: field('userName') },
  };
}

/**
 * `#/`: the landing template (its phone rule, app name, merchant), a captcha session, Send code and Register.
 * Both submit calls are single-flight with an Idempotency-Key (the client's intents); Register also runs one
 * at a time here, so a double tap sends one registration.
 */
export function RegisterView({ templateId }: { templateId: string }) {
  const client = useApiClient();
  const t = useText();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { search, key } = useLocation();
  const leave = useLeavePage();
  const bridge = useBridge();
  // A landing page opened in a browser is a first page: no Back to nowhere.
  const onBack = bridge.name !== 'browser' || key !== 'default' ? leave : undefined;
  const oneAtATime = useOneAtATime();
  const template = useCall((signal) => client.call(channelTemplate, { templateId }, { signal }), templateId);
  const sid = useCall((signal) => client.call(promotionSid, {}, { signal }), 'sid');
  const [kept] = useState(readPromotionSession);
  const [form, setForm] = useState<RegisterForm>({ phone: kept.phone, captcha: '', smsCode: '' });
  const [deadline, setDeadline] = useState(kept.smsDeadline);
  const [picture, setPicture] = useState(0);
  const [notice, setNotice] = useState('');
  const [registering, setRegistering] = useState(false);
  const config = useMemo(() => readRuntimeConfig(), []);

  if (template.status !== 'done')
    return template.status === 'loading' ? (
      <PromotionRegisterScreen status="loading" onBack={onBack} />
    ) : (
      <PromotionRegisterScreen
        status="error"
        onRetry={template.retry}
        offline={isOfflineFailure(template.failure)}
        onBack={onBack}
      />
    );

  const landing = template.data;
  const phoneRule = landing.phoneRule ?? marketForLocale(locale);
  const fromQuery = queryFields(new URLSearchParams(search));
  const common = () => ({
    sid: sid.status === 'done' ? sid.data : '',
    deviceId: signUpDeviceId(client.page.common.dId, newIdempotencyKey),
    appName: landing.appName,
    ...fromQuery.source,
  });

  /** A new picture: the same session, a new image (a session that failed is asked for again). */
  const newPicture = () => {
    // What was typed for the old picture is no use any more.
    setForm((before) => ({ ...before, captcha: '' }));
    if (sid.status === 'failed') sid.retry();
    else setPicture((n) => n + 1);
  };

  const toDownload = (outcome: PromotionOutcome) => {
    forgetPromotionSession();
    void navigate({ pathname: '/promotion', search, hash: PROMOTION_HASH.download }, { state: { outcome } });
  };

  /** Spec 8 after a refused call; true when the page moved on. */
  const refused = (call: 'sms' | 'register', error: unknown) => {
    const failure = promotionFailure(call, error);
    if (failure.kind === 'download') return toDownload('alreadyRegistered');
    if (failure.kind === 'newCaptcha') {
      setNotice(failure.message || t('promotion.captchaMissing'));
      newPicture();
    } else if (failure.kind === 'message') setNotice(failure.message);
    else toastCallFailure(error, t);
  };

  const onSendCode = async ({ phone, capcode }: SmsCodeRequest) => {
    setNotice('');
    try {
      await client.call(promotionSms, { phone, capcode, ...common() });
    } catch (error) {
      refused('sms', error);
      throw error; // no countdown
    }
  };

  const onRegister = (fields: RegisterRequestFields) =>
    void oneAtATime(async () => {
      setNotice('');
      setRegistering(true);
      // Counted, never in the way: a failed count does not stop the sign-up, and a slow one does not keep
      // the mask over the download page after it.
      void client.call(trackClick, { templateId }, { signal: unwaitedCall() }).catch(() => undefined);
      try {
        await client.call(promotionRegister, {
          ...fields,
          ...common(),
          ...fromQuery.register,
          merchantNumber: landing.merchantNumber,
          id: landing.id,
        });
        toDownload('registered');
      } catch (error) {
        refused('register', error);
      } finally {
        setRegistering(false);
      }
    });

  return (
    <PromotionRegisterScreen
      status="ready"
      phoneRule={phoneRule}
      headline={landing.title}
      bannerImage={landing.bannerImage}
      brandName={config.brandName}
      licenceLine={config.licenceLine}
      captchaImage={sid.status === 'done' ? captchaImageUrl(client, sid.data, picture || undefined) : null}
      notice={notice}
      value={form}
      onChange={(next) => {
        if (next.phone !== form.phone) keepPromotionSession({ phone: next.phone });
        setForm(next);
        setNotice('');
      }}
      smsDeadline={deadline}
      onSmsDeadlineChange={(next) => {
        keepPromotionSession({ smsDeadline: next });
        setDeadline(next);
      }}
      onSendCode={onSendCode}
      onRefreshCaptcha={newPicture}
      onRegister={onRegister}
      registering={registering}
      onOpenAgreement={() =>
        void navigate({ pathname: '/promotion', search, hash: PROMOTION_HASH.agreement })
      }
      onBack={onBack}
    />
  );
}
