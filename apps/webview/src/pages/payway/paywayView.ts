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

export const PAYWAY_HASH = {
  cards: '#/',
  bind: '#/addnormalcard',
  redirect: '#/alipayrepayment',
  result: (orderId: string) => `#/borrowDetail/${encodeURIComponent(orderId)}`,
} as const;
