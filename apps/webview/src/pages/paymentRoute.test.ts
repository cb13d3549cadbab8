import { describe, expect, it } from 'vitest';
import { paymentRoute } from './paymentRoute';

const params = (to: string) => {
  const url = new URL(to, 'http://app');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

describe('paymentRoute: /that with the amount, the order and the language', () => {
  it('opens /that with the exact total and keeps language, product and order, never the session token', () => {
    expect(params(paymentRoute('3633.34', '?productId=1&orderId=10001&lang=1&tok=abc&dId=d1'))).toEqual({
      path: '/that',
      query: { amount: '3633.34', productId: '1', orderId: '10001', lang: '1' },
    });
  });

  it('uses the ids it is given over the current page', () => {
    const { query } = params(
      paymentRoute('1500000', '?orderId=9', { ids: { productId: '2', orderId: '7' } }),
    );
    expect(query).toEqual({ amount: '1500000', productId: '2', orderId: '7' });
  });

  it('marks an extension fee with display=1 and keeps a decimal fee as sent', () => {
    expect(paymentRoute(' 1200.50 ', '', { display: true })).toBe('/that?amount=1200.50&display=1');
    expect(
      params(paymentRoute('150000', '?productId=1&orderId=10001&lang=2', { display: true })).query,
    ).toEqual({
      amount: '150000',
      display: '1',
      productId: '1',
      orderId: '10001',
      lang: '2',
    });
  });
});
