import { ApiError } from '@loan-h5/api';

/** Spec 8: the codes the sign-up acts on. */
export const PROMOTION_CODES = {
  wrongCaptcha: 101,
  alreadyRegistered: 11,
  registerWrongCaptcha: -1,
} as const;

/**
 * What the page does after a failed Send code or Register (spec section 8):
 * - `download`: the number has an account (11): on to the download page, saying so;
 * - `newCaptcha`: the picture code was wrong (101 on Send code, -1 on Register): the server's message and a
 *   new picture;
 * - `message`: every other code: the server's message, as text;
 * - `failure`: no answer, or one we cannot read: the app's own words (a toast), nothing else changes.
 */
export type PromotionFailure =
  | { kind: 'download' }
  | { kind: 'newCaptcha'; message: string }
  | { kind: 'message'; message: string }
  | { kind: 'failure' };

const is = (error: ApiError, code: number) => String(error.code).trim() === String(code);

export function promotionFailure(call: 'sms' | 'register', error: unknown): PromotionFailure {
  if (!(error instanceof ApiError) || error.status !== undefined) return { kind: 'failure' };
  if (is(error, PROMOTION_CODES.alreadyRegistered)) return { kind: 'download' };
  const wrongCaptcha = call === 'sms' ? PROMOTION_CODES.wrongCaptcha : PROMOTION_CODES.registerWrongCaptcha;
  if (is(error, wrongCaptcha)) return { kind: 'newCaptcha', message: error.serverMessage };
  return error.serverMessage ? { kind: 'message', message: error.serverMessage } : { kind: 'failure' };
}
