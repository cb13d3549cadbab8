import { describe, expect, it } from 'vitest';
import {
  backToPaymentRoute,
  FROM_PAYMENT_STATE,
  methodChooserRoute,
  openedFromPayment,
  paymentAmount,
} from './paymentMethodRoutes';

describe('paymentAmount: the amount /that asks a code for, read as the market writes it', () => {
  it.each([
    ['ID', '1568250', '1568250'],
    ['ID', ' 1568250 ', '1568250'],
    ['ID', '1.568.250', '1568250'],
    ['ID', '1.500.000', '1500000'],
    ['ID', '150.000', '150000'],
    ['IN', '5227.50', '5227.50'],
    ['IN', '5227.5', '5227.5'],
    ['IN', '0.50', '0.50'],
    ['IN', '1,568,250', '1568250'],
    ['IN', '1,50,000.00', '150000.00'],
  ] as const)('%s: %j → %j', (market, raw, amount) => {
    expect(paymentAmount(raw, market)).toBe(amount);
  });

  it.each([
    ['ID', null],
    ['ID', undefined],
    ['ID', ''],
    ['ID', '0'],
    ['IN', '0.00'],
    ['ID', '-5'],
    ['IN', '1.500.000'],
    ['IN', '150.000'],
    ['ID', '1,568,250'],
    ['ID', '1.500,50'],
    ['ID', '12.345.6'],
    ['IN', '12.345'],
    ['ID', 'Rp 15000'],
    ['ID', '1e6'],
    ['IN', 'NaN'],
    ['IN', '5227.505'],
  ] as const)('%s: %j → null (the page says the amount is missing)', (market, raw) => {
    expect(paymentAmount(raw, market)).toBeNull();
  });
});

describe('the way between /that and /individual keeps the payment', () => {
  const search = '?amount=1568250&productId=1&orderId=10001&display=1&lang=2&mock=orderStatus:174';

  it('Change method opens the chooser with amount, ids, display and language', () => {
    expect(methodChooserRoute(search)).toBe(
      '/individual?lang=2&amount=1568250&productId=1&orderId=10001&display=1',
    );
  });

  it('Confirm comes back to /that with the same params', () => {
    const chooser = methodChooserRoute(search);
    expect(backToPaymentRoute(chooser.slice(chooser.indexOf('?')))).toBe(
      '/that?lang=2&amount=1568250&productId=1&orderId=10001&display=1',
    );
  });

  it('leaves out what the payment was not opened with', () => {
    expect(methodChooserRoute('?amount=5227.50&lang=1')).toBe('/individual?lang=1&amount=5227.50');
  });
});

describe('openedFromPayment', () => {
  it.each([
    [FROM_PAYMENT_STATE, true],
    [{ fromPayment: 'true' }, false],
    [{}, false],
    [null, false],
    [undefined, false],
    ['fromPayment', false],
  ])('%j → %s', (state, expected) => {
    expect(openedFromPayment(state)).toBe(expected);
  });
});
