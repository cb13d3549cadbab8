import type { PayMethodOptions } from './methodChoice';

export type PayTypeName = 'bank' | 'market';

/**
 * What the chooser knows of each pay type's list: `init-pay-type` is asked per pay type (1 banks,
 * 2 mini markets), and a list stays unknown (undefined) until a reply carried it.
 */
export interface KnownPayOptions {
  banks?: PayMethodOptions['banks'];
  markets?: PayMethodOptions['markets'];
}

const listOf = { bank: 'banks', market: 'markets' } as const;

/**
 * A reply to the question for `asked` added to what is known. The asked type's list is what the reply
 * says, an empty or missing list included ("none offered"); the other type's list is taken too when the
 * reply carries a non-empty one (servers send either list in either reply), so it need not be asked.
 */
export function withPayTypeReply(
  known: KnownPayOptions,
  asked: PayTypeName,
  reply: PayMethodOptions,
): KnownPayOptions {
  const other: PayTypeName = asked === 'bank' ? 'market' : 'bank';
  const next: KnownPayOptions = { ...known, [listOf[asked]]: reply[listOf[asked]] };
  if (known[listOf[other]] === undefined && reply[listOf[other]].length > 0)
    return { ...next, [listOf[other]]: reply[listOf[other]] };
  return next;
}

/** Whether the pay type's list came in a reply already (else it is asked when the borrower opens it). */
export function isListKnown(known: KnownPayOptions, type: PayTypeName): boolean {
  return known[listOf[type]] !== undefined;
}

/** The lists the screen shows: an unknown list is empty until its reply comes. */
export function shownOptions(known: KnownPayOptions): PayMethodOptions {
  return { banks: known.banks ?? [], markets: known.markets ?? [] };
}

/** A pay type's list while it is not in the options: not asked yet, on its way, or failed. */
export type PayTypeLoad =
  | { status: 'unasked' }
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void; offline?: boolean; message?: string };

/** Whether Confirm can mean something on this pay type: its list is here and offers at least one. */
export function canConfirmOn(
  payType: PayTypeName,
  options: PayMethodOptions,
  typeLoad: Partial<Record<PayTypeName, PayTypeLoad>>,
): boolean {
  if (typeLoad[payType]) return false;
  return options[listOf[payType]].length > 0;
}
