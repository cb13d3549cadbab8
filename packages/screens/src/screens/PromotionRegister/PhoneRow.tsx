import { useLayoutEffect, useRef } from 'react';
import { TextField } from '../../components/TextField';
import { useText } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { formatPhoneInput, type PhoneRule } from './phoneRules';
import { Row } from './PromotionRegisterScreen.styles';

const PHONE_HINT: Record<PhoneRule, MessageKey> = {
  IN: 'promotion.phoneHint.IN',
  ID: 'promotion.phoneHint.ID',
  legacy: 'promotion.phoneHint.legacy',
};

export interface PhoneRowProps {
  /** The field's id; its hint is `${id}-hint`. */
  id: string;
  rule: PhoneRule;
  /** The number as shown (grouped). */
  value: string;
  onChange: (phone: string) => void;
  /** The number has been checked and is not a right one. */
  invalid: boolean;
}

/** The mobile number in the market's format: digits only, grouped for reading as the borrower types. */
export function PhoneRow({ id, rule, value, onChange, invalid }: PhoneRowProps) {
  const t = useText();
  const hintId = `${id}-hint`;
  const caret = useRef<number | null>(null);

  // The caret goes back where the borrower was typing once the grouped number is on screen.
  useLayoutEffect(() => {
    if (caret.current === null) return;
    const input = document.getElementById(id) as HTMLInputElement | null;
    input?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <Row data-single="">
      <TextField
        id={id}
        label={t('promotion.phone')}
        value={value}
        onChange={(text) => {
          const input = document.getElementById(id) as HTMLInputElement | null;
          const next = formatPhoneInput(text, input?.selectionStart ?? text.length, rule);
          caret.current = next.caret;
          onChange(next.text);
        }}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        // No maxLength: a pasted "+91 98765 43210" would lose digits before the rule reads it; the
        // rule keeps the right number of digits instead (the same for the two codes in the rows below).
        invalid={invalid}
        aria-describedby={hintId}
      />
      <p id={hintId} data-invalid={invalid ? '' : undefined}>
        {invalid ? t('promotion.phoneInvalid') : t(PHONE_HINT[rule])}
      </p>
    </Row>
  );
}
