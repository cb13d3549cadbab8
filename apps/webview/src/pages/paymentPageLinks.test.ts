import { describe, expect, it } from 'vitest';
import { billRoute, customerServiceRoute } from './paymentPageLinks';

describe('billRoute: the way back from /that to its bill', () => {
  it('leads to the instalment plan with the order and language, without the amount', () => {
    expect(billRoute('?amount=abc&productId=7&orderId=10001&lang=1')).toBe(
      '/repayPlan?lang=1&productId=7&orderId=10001',
    );
    expect(billRoute('')).toBe('/repayPlan');
  });
  it('leads to the extension fee for display=1', () => {
    expect(billRoute('?display=1&orderId=10001&lang=2')).toBe('/repayDelay?lang=2&orderId=10001');
  });
});

describe('customerServiceRoute', () => {
  it('keeps the order and language, drops the payment', () => {
    expect(customerServiceRoute('?amount=1500000&orderId=10001&productId=7&lang=1&display=1')).toBe(
      '/customerService?lang=1&productId=7&orderId=10001',
    );
  });
});
