/** Card repayment rules (spec sections 5 and 8): pure, so they are tested without a DOM. */

/** The SMS code has at least this many characters (spec section 5). */
export const CODE_MIN_LENGTH = 6;

/** The countdown before another code may be asked for (spec section 9). */
export const CODE_RESEND_SECONDS = 60;

/** Repay-confirm failure codes with their own copy (spec section 8). */
export const CONFIRM_WRONG_CODE = '800006';
export const CONFIRM_DUPLICATE = '800005';

/** A code worth sending: at least six characters once spaces are left out. */
export function codeIsValid(code: string): boolean {
  return code.replace(/\s/g, '').length >= CODE_MIN_LENGTH;
}

/** The code as sent: spaces (a pasted "123 456") left out. */
export function cleanCode(code: string): string {
  return code.replace(/\s/g, '');
}

/** Pay is refused until one of the listed cards is chosen. */
export function payRefusal(
  cardIds: readonly string[],
  selected: string | null | undefined,
): 'chooseCard' | null {
  return selected != null && cardIds.includes(selected) ? null : 'chooseCard';
}

/** Why a confirm failed, as the borrower is told it. */
export type ConfirmFailure =
  | { kind: 'wrongCode' }
  | { kind: 'duplicate' }
  /** Another refusal: the server's own message (or "Processing failed" when it sent none). */
  | { kind: 'server'; message: string };

/** 800006 and 800005 have their own words; any other refusal shows the server's message (spec section 8). */
export function confirmFailureOf(code: string | number, message: string): ConfirmFailure {
  const c = String(code);
  if (c === CONFIRM_WRONG_CODE) return { kind: 'wrongCode' };
  if (c === CONFIRM_DUPLICATE) return { kind: 'duplicate' };
  return { kind: 'server', message: message.trim() };
}

/**
 * What a confirm failure is about, so it is said where it belongs: the code (on the field, right under it)
 * or the payment (above the field, which stays valid). 800005 is a payment already sent: nothing is wrong
 * with the code the borrower typed. A wrong code and the server's other refusals are told at the field.
 */
export function failureTarget(failure: ConfirmFailure | undefined): 'code' | 'payment' | null {
  if (!failure) return null;
  return failure.kind === 'duplicate' ? 'payment' : 'code';
}
