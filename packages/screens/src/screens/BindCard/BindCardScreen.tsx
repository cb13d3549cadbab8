import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { NavBar } from '../../components/NavBar';
import { BottomBar, Page } from '../../components/Page';
import { TextField } from '../../components/TextField';
import { TextInput } from '../../components/TextField/TextInput';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { color, font, space } from '../../theme/tokens';
import {
  bindFormProblems,
  bindPayload,
  EMPTY_BIND_FORM,
  type BindCardForm,
  type BindFormProblems,
} from './bindForm';
import { formatCardInput } from './cardNumber';

export interface CardBank {
  /** The bank's code as bindCard sends it. */
  code: string;
  name: string;
}

/** What bindCard needs: the bank's code and name, the card's digits, the holder's name and phone. */
export interface BindCardRequest {
  bankCode: string;
  bankName: string;
  cardNo: string;
  holderName: string;
  phone: string;
}

export interface BindCardScreenProps {
  banks: readonly CardBank[];
  /** The form. Controlled; `defaultValue` for uncontrolled use. */
  value?: BindCardForm;
  defaultValue?: BindCardForm;
  onChange?: (form: BindCardForm) => void;
  /** Only a complete form with a card number that passes the Luhn rule is sent. */
  onSubmit?: (card: BindCardRequest) => void;
  /** The card is being bound: Add card shows a spinner and ignores taps. */
  submitting?: boolean;
  onBack?: () => void;
}

const Form = styled(Card)`
  gap: ${space.lg};
`;

/** The kit's text box drawn as a select (same border, focus ring and invalid state as the fields). */
const Select = styled(TextInput).attrs({ as: 'select' })`
  color: ${color.text};
`;

const Field = styled.div`
  display: grid;
  gap: ${space.xs};

  & > label {
    font-size: ${font.size.sm};
    font-weight: ${font.weight.medium};
  }
  & > p {
    margin: 0;
    color: ${color.danger};
    font-size: ${font.size.sm};
  }
`;

const CARD_PROBLEM: Record<NonNullable<BindFormProblems['cardNumber']>, MessageKey> = {
  missing: 'payway.cardNumberShort',
  short: 'payway.cardNumberShort',
  luhn: 'payway.cardNumberInvalid',
};

/** Fields in the order they are shown: the first with a problem takes focus. */
const ORDER = ['bankCode', 'cardNumber', 'holderName', 'phone'] as const;

/**
 * Bind a bank card (`/payway#/addnormalcard`): bank, card number typed in groups of 4 (the caret stays where
 * the borrower types), the name on the card and the phone the bank knows. The number is checked with the Luhn
 * rule before anything is sent; each field says what is wrong with it.
 */
export function BindCardScreen({
  banks,
  value,
  defaultValue = EMPTY_BIND_FORM,
  onChange,
  onSubmit,
  submitting = false,
  onBack,
}: BindCardScreenProps) {
  const t = useText();
  const id = useId();
  const [form, setForm] = useControllableState(value, defaultValue, onChange);
  // Problems show after the first try, then follow the borrower's edits.
  const [tried, setTried] = useState(false);
  const caret = useRef<number | null>(null);
  const problems = tried ? bindFormProblems(form) : {};
  const fieldId = (name: (typeof ORDER)[number]) => `${id}-${name}`;

  // Put the caret back where the borrower was typing once the grouped number is on screen.
  useLayoutEffect(() => {
    if (caret.current === null) return;
    const input = document.getElementById(fieldId('cardNumber')) as HTMLInputElement | null;
    input?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const set = (field: keyof BindCardForm, text: string) => setForm({ ...form, [field]: text });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setTried(true);
    const found = bindFormProblems(form);
    const first = ORDER.find((name) => found[name]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    const bank = banks.find((b) => b.code === form.bankCode);
    onSubmit?.({ ...bindPayload(form), bankName: bank?.name ?? '' });
  };

  const bankHint = problems.bankCode ? `${fieldId('bankCode')}-hint` : undefined;

  return (
    <Page
      navBar={<NavBar title={t('payway.bindTitle')} onBack={onBack} />}
      bottomBar={
        <BottomBar>
          <Button type="submit" form={`${id}-form`} loading={submitting}>
            {t('payway.bindSubmit')}
          </Button>
        </BottomBar>
      }
    >
      <Form as="form" id={`${id}-form`} noValidate onSubmit={submit} aria-label={t('payway.bindTitle')}>
        <Field>
          <label htmlFor={fieldId('bankCode')}>{t('payway.bank')}</label>
          <Select
            id={fieldId('bankCode')}
            value={form.bankCode}
            onChange={(e) => set('bankCode', e.target.value)}
            aria-invalid={problems.bankCode ? true : undefined}
            aria-describedby={bankHint}
          >
            <option value="">{t('payway.chooseBank')}</option>
            {banks.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </Select>
          {problems.bankCode && <p id={bankHint}>{t('payway.bankMissing')}</p>}
        </Field>
        <TextField
          id={fieldId('cardNumber')}
          label={t('payway.cardNumber')}
          value={form.cardNumber}
          onChange={(text) => {
            const input = document.getElementById(fieldId('cardNumber')) as HTMLInputElement | null;
            const next = formatCardInput(text, input?.selectionStart ?? text.length);
            caret.current = next.caret;
            set('cardNumber', next.text);
          }}
          inputMode="numeric"
          autoComplete="cc-number"
          // 19 digits and their 4 spaces.
          maxLength={23}
          invalid={!!problems.cardNumber}
          hint={problems.cardNumber ? t(CARD_PROBLEM[problems.cardNumber]) : t('payway.cardNumberHint')}
        />
        <TextField
          id={fieldId('holderName')}
          label={t('payway.holderName')}
          value={form.holderName}
          onChange={(text) => set('holderName', text)}
          autoComplete="cc-name"
          invalid={!!problems.holderName}
          hint={problems.holderName ? t('payway.holderMissing') : undefined}
        />
        <TextField
          id={fieldId('phone')}
          label={t('payway.phone')}
          value={form.phone}
          onChange={(text) => set('phone', text)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          invalid={!!problems.phone}
          hint={problems.phone ? t('payway.phoneInvalid') : undefined}
        />
      </Form>
    </Page>
  );
}
