import { safeHttpUrl } from '@loan-h5/screens';
import { keepParams } from '../lib/keepParams';

/** What the loan pages carry to the next page of the order: language, product and order. */
export const ORDER_PARAMS = ['lang', 'productId', 'orderId'] as const;

/** Where a server-given address leads: opened through the app, or refused (not http(s)). */
export type ServerLink = { kind: 'open'; url: string } | { kind: 'unsafe' };

/** A server address, opened only when it is http(s) (DESIGN.md: server-given URLs). */
export function serverLink(url: unknown): ServerLink {
  const safe = safeHttpUrl(url);
  return safe ? { kind: 'open', url: safe } : { kind: 'unsafe' };
}

/**
 * The loan details page the server sends the borrower to after confirming (`lendDetailsUrl`), marked
 * `from=confirm` so the details page knows where the borrower came from. Refused when not http(s).
 */
export function confirmedLoanLink(lendDetailsUrl: unknown): ServerLink {
  const link = serverLink(lendDetailsUrl);
  if (link.kind !== 'open') return link;
  const url = new URL(link.url);
  url.searchParams.set('from', 'confirm');
  return { kind: 'open', url: url.href };
}

/**
 * A server address of this site's own pages keeps the language the borrower reads: `lang` is added when the
 * address names none (the server may not know it). Other sites' addresses are left exactly as given.
 */
export function withOwnLanguage(url: string, origin: string, lang: string | null): string {
  if (!lang) return url;
  const target = new URL(url);
  if (target.origin !== origin || target.searchParams.has('lang')) return url;
  target.searchParams.set('lang', lang);
  return target.href;
}

/** Where Repay leads: the server's `h5Url` when it gives one, else our repayment route with the order's params. */
export type RepayTarget = ServerLink | { kind: 'route'; to: string };

export function repayTarget(h5Url: string, currentSearch: string): RepayTarget {
  if (h5Url.trim() === '') return { kind: 'route', to: orderRoute('/repayPlan', currentSearch) };
  return serverLink(h5Url);
}

/** An in-app route of the same order: the current page's language, product and order ids carried over. */
export function orderRoute(path: string, currentSearch: string): string {
  return keepParams(path, currentSearch, ORDER_PARAMS);
}

/** The tracking point the app records when a loan is confirmed (`bridge.track`). */
export const LOAN_CONFIRM_TRACK = 'loan_confirm';
