import { CountdownButton } from '../../components/CountdownButton';
import { TextField } from '../../components/TextField';
import { useText } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { smsCodeInput, type RegisterProblems } from './registerForm';
import { Row } from './PromotionRegisterScreen.styles';

const SMS_PROBLEM: Record<NonNullable<RegisterProblems['smsCode']>, MessageKey> = {
  missing: 'promotion.smsCodeMissing',
  short: 'promotion.smsCodeShort',
};

export interface SmsCodeRowProps {
  /** The field's id; its problem, when there is one, is `${id}-hint`. */
  id: string;
  value: string;
  onChange: (smsCode: string) => void;
  /** Shown once the field has been checked. */
  problem: RegisterProblems['smsCode'];
  /** Send code's countdown (epoch ms), as CountdownButton takes it. */
  deadline?: number | null;
  defaultDeadline?: number | null;
  onDeadlineChange?: (deadline: number) => void;
  /** Send code: the countdown starts when the promise resolves. */
  onSend: () => PromiseLike<unknown>;
  /** Send code pressed again during the countdown. */
  onBlockedPress: () => void;
  now?: () => number;
}

/** The 6-digit SMS code with Send code and its 60 s countdown beside it. */
export function SmsCodeRow({
  id,
  value,
  onChange,
  problem,
  deadline,
  defaultDeadline,
  onDeadlineChange,
  onSend,
  onBlockedPress,
  now,
}: SmsCodeRowProps) {
  const t = useText();
  const hintId = `${id}-hint`;
  return (
    <Row data-code="">
      <TextField
        id={id}
        label={t('promotion.smsCode')}
        value={value}
        onChange={(text) => onChange(smsCodeInput(text))}
        inputMode="numeric"
        autoComplete="one-time-code"
        invalid={!!problem}
        aria-describedby={problem ? hintId : undefined}
      />
      <CountdownButton
        deadline={deadline}
        defaultDeadline={defaultDeadline}
        onDeadlineChange={onDeadlineChange}
        onSend={onSend}
        onBlockedPress={onBlockedPress}
        now={now}
      />
      {problem && (
        <p id={hintId} data-invalid="">
          {t(SMS_PROBLEM[problem])}
        </p>
      )}
    </Row>
  );
}
