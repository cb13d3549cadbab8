import { describe, expect, it } from 'vitest';
import {
  backToPaymentRoute,
  FROM_PAYMENT_STATE,
  methodChooserRoute,
  openedFromPayment,
  paymentAmount,
} from './paymentMethodRoutes';

describe('paymentAmount: the amount /that asks a code for', () => {
  it.each([
    ['1568250', '1568250'],
    [' 1568250 ', '1568250'],
    ['5227.50', '5227.50'],
    ['5227.5', '5227.5'],
    ['0.50', '0.50'],
  ])('%j → %j', (raw, amount) => {
    expect(paymentAmount(raw)).toBe(amount);
  });

  it.each([
    null,
    undefined,
    '',
    '0',
    '0.00',
    '-5',
    '1.568.250',
    '1,568,250',
    '12.345',
    'Rp 15000',
    '1e6',
    'NaN',
  ])('%j → null (the page says the amount is missing)', (raw) => {
    expect(paymentAmount(raw)).toBeNull();
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
