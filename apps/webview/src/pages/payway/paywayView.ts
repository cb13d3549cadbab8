/** Which screen of the payway flow a hash shows (`#/`, `#/addnormalcard`, `#/alipayrepayment`, `#/borrowDetail/:orderId`). */
export type PaywayView =
  { kind: 'cards' } | { kind: 'bind' } | { kind: 'redirect' } | { kind: 'result'; orderId: string };

export function paywayView(hash: string): PaywayView {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  if (path === '/addnormalcard') return { kind: 'bind' };
  if (path === '/alipayrepayment') return { kind: 'redirect' };
  const result = /^\/borrowDetail\/([^/]+)\/?$/.exec(path);
  if (result) return { kind: 'result', orderId: decodeURIComponent(result[1]!) };
  // `#/`, no hash, or a hash this flow does not know: the card list.
  return { kind: 'cards' };
}

/**
 * Whether opening this view starts the app's bank dialog (`startBank`). Only the card views do: a card
 * payment made there is the one thing that ends it (`endBank` on success). The redirect and the result pages
 * end nothing, so opened directly (a link, a reload, the provider coming back) they start nothing either.
 */
export function startsBankDialog(view: PaywayView): boolean {
  return view.kind === 'cards' || view.kind === 'bind';
}

export const PAYWAY_HASH = {
  cards: '#/',
  bind: '#/addnormalcard',
  redirect: '#/alipayrepayment',
  result: (orderId: string) => `#/borrowDetail/${encodeURIComponent(orderId)}`,
} as const;
