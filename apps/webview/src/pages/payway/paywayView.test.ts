import { describe, expect, it } from 'vitest';
import { PAYWAY_HASH, paywayView, startsBankDialog } from './paywayView';

describe('paywayView', () => {
  it.each([
    ['', { kind: 'cards' }],
    ['#/', { kind: 'cards' }],
    ['#/unknown', { kind: 'cards' }],
    ['#/addnormalcard', { kind: 'bind' }],
    ['#/alipayrepayment', { kind: 'redirect' }],
    ['#/borrowDetail/10001', { kind: 'result', orderId: '10001' }],
    ['#/borrowDetail/A%2F1', { kind: 'result', orderId: 'A/1' }],
    ['#/borrowDetail/', { kind: 'cards' }],
  ])('%j → %j', (hash, view) => expect(paywayView(hash)).toEqual(view));

  it('builds the hashes it reads', () => {
    expect(paywayView(PAYWAY_HASH.result('A/1'))).toEqual({ kind: 'result', orderId: 'A/1' });
    expect(paywayView(PAYWAY_HASH.bind)).toEqual({ kind: 'bind' });
  });
});

describe('startsBankDialog', () => {
  it.each([
    ['#/', true],
    ['#/addnormalcard', true],
    ['#/alipayrepayment', false],
    ['#/borrowDetail/10001', false],
  ])('%s → %s', (hash, starts) => expect(startsBankDialog(paywayView(hash))).toBe(starts));
});
