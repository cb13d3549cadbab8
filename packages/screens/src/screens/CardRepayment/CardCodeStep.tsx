import type { Ref } from 'react';
import { CountdownButton } from '../../components/CountdownButton';
import { TextField } from '../../components/TextField';
import { useText } from '../../i18n/LocaleProvider';
import { CODE_RESEND_SECONDS, failureTarget, type ConfirmFailure } from './cardPayRules';
import { CodeStep } from './CardRepaymentScreen.styles';
import { ServerText } from '../../components/ServerText';

/**
 * The SMS step under the chosen card: what was sent where, a payment-level alert (a duplicate payment), the
 * code field with its message right under it (wrong or too short code), and Resend, in that one place.
 */
export function CardCodeStep({
  id,
  cardName,
  code,
  onCodeChange,
  tooShort,
  failure,
  deadline,
  onDeadlineChange,
  onResend,
  now,
  fieldRow,
}: {
  id: string;
  cardName: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Confirm was refused on screen: the code is too short. */
  tooShort: boolean;
  /** The last confirm failure: said at the field (wrong code, the server's word) or above it (duplicate). */
  failure?: ConfirmFailure;
  deadline: number | null;
  onDeadlineChange?: (deadline: number) => void;
  onResend?: () => void | PromiseLike<unknown>;
  now?: () => number;
  /** The field's wrapper, so the screen can focus the input. */
  fieldRow: Ref<HTMLDivElement>;
}) {
  const t = useText();
  const failureText = !failure
    ? ''
    : failure.kind === 'wrongCode'
      ? t('payway.wrongCode')
      : failure.kind === 'duplicate'
        ? t('payway.duplicate')
        : failure.message || t('payway.processingFailed');
  const failureOn = failureTarget(failure);
  // About the code: drawn on the field (invalid) and right under it; '' for none.
  const codeMessage = tooShort ? t('payway.codeInvalid') : failureOn === 'code' ? failureText : '';
  // About the payment, not the code: an alert above the field, which stays valid; '' for none.
  const paymentMessage = failureOn === 'payment' ? failureText : '';
  return (
    <CodeStep role="group" aria-labelledby={id} data-code-step="">
      <h3 id={id}>{t('payway.codeTitle')}</h3>
      <p>{t('payway.codeSent', { card: cardName })}</p>
      <p role="alert" data-step-alert="">
        <ServerText text={paymentMessage} />
      </p>
      <div ref={fieldRow}>
        <TextField
          label={t('payway.codeLabel')}
          value={code}
          onChange={onCodeChange}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          invalid={codeMessage !== ''}
          aria-describedby={`${id}-message`}
        />
      </div>
      <p role="alert" id={`${id}-message`} data-code-message="" data-invalid={codeMessage ? '' : undefined}>
        <ServerText text={codeMessage} />
      </p>
      <CountdownButton
        data-resend=""
        deadline={deadline}
        onDeadlineChange={onDeadlineChange}
        onSend={onResend}
        seconds={CODE_RESEND_SECONDS}
        now={now}
      />
    </CodeStep>
  );
}
