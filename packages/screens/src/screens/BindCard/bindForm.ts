import { cardNumberProblem, cardDigits, type CardNumberProblem } from './cardNumber';

/** What the bind-card form holds; the card number as typed (grouped). */
export interface BindCardForm {
  bankCode: string;
  cardNumber: string;
  holderName: string;
  phone: string;
}

export const EMPTY_BIND_FORM: BindCardForm = { bankCode: '', cardNumber: '', holderName: '', phone: '' };

export interface BindFormProblems {
  bankCode?: 'missing';
  cardNumber?: CardNumberProblem;
  holderName?: 'missing';
  phone?: 'invalid';
}

/** A phone the bank can text: 9 to 15 digits once spaces, dashes and a leading + are left out. */
export function phoneIsValid(phone: string): boolean {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 9 && digits.length <= 15;
}

/** Every problem of the form at once (each field says its own); empty when it may be sent. */
export function bindFormProblems(form: BindCardForm): BindFormProblems {
  const problems: BindFormProblems = {};
  if (!form.bankCode) problems.bankCode = 'missing';
  const card = cardNumberProblem(form.cardNumber);
  if (card) problems.cardNumber = card;
  if (form.holderName.trim() === '') problems.holderName = 'missing';
  if (!phoneIsValid(form.phone)) problems.phone = 'invalid';
  return problems;
}

/** The form as bindCard sends it: digits only, trimmed name and phone. */
export function bindPayload(form: BindCardForm) {
  return {
    bankCode: form.bankCode,
    cardNo: cardDigits(form.cardNumber),
    holderName: form.holderName.trim().replace(/\s+/g, ' '),
    phone: form.phone.replace(/[^\d+]/g, ''),
  };
}
