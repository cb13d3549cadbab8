import { describe, expect, it } from 'vitest';
import { canConfirmOn, isListKnown, shownOptions, withPayTypeReply } from './payTypeLists';

const BCA = { name: 'BCA', payCode: 'BCA', methods: [{ name: 'ATM BCA', specificNum: '0141' }] };
const ALFA = { name: 'Alfamart', payCode: 'ALFAMART' };

describe('withPayTypeReply: init-pay-type asked per pay type', () => {
  it('takes the asked list as the reply says, empty included', () => {
    const known = withPayTypeReply({}, 'market', { banks: [], markets: [ALFA] });
    expect(known).toEqual({ markets: [ALFA] });
    expect(isListKnown(known, 'market')).toBe(true);
    expect(isListKnown(known, 'bank')).toBe(false);
    const none = withPayTypeReply({}, 'bank', { banks: [], markets: [] });
    expect(none).toEqual({ banks: [] });
    expect(isListKnown(none, 'bank')).toBe(true);
  });
  it('keeps the other list when a reply carries one (banks in the mini-market reply)', () => {
    const known = withPayTypeReply({}, 'market', { banks: [BCA], markets: [ALFA] });
    expect(known).toEqual({ banks: [BCA], markets: [ALFA] });
    expect(isListKnown(known, 'bank')).toBe(true);
  });
  it('accepts the list of the other type in the reply when its own is empty', () => {
    // Asked for mini markets, the server answered with banks only: no mini market, banks known.
    expect(withPayTypeReply({}, 'market', { banks: [BCA], markets: [] })).toEqual({
      banks: [BCA],
      markets: [],
    });
  });
  it('never lets a reply for one type overwrite the other type’s own answer', () => {
    const known = withPayTypeReply({}, 'bank', { banks: [], markets: [] });
    expect(withPayTypeReply(known, 'market', { banks: [BCA], markets: [ALFA] })).toEqual({
      banks: [],
      markets: [ALFA],
    });
  });
  it('asks again only what is unknown: the asked type is replaced by its new reply', () => {
    const first = withPayTypeReply({}, 'market', { banks: [], markets: [ALFA] });
    const second = withPayTypeReply(first, 'bank', { banks: [BCA], markets: [] });
    expect(second).toEqual({ banks: [BCA], markets: [ALFA] });
  });
});

describe('shownOptions', () => {
  it('shows an unknown list as empty', () => {
    expect(shownOptions({ markets: [ALFA] })).toEqual({ banks: [], markets: [ALFA] });
    expect(shownOptions({})).toEqual({ banks: [], markets: [] });
  });
});

describe('canConfirmOn: Confirm stays off where there is nothing to choose', () => {
  const options = { banks: [], markets: [ALFA] };
  it('is on for a pay type whose list offers something', () => {
    expect(canConfirmOn('market', options, {})).toBe(true);
  });
  it('is off for an empty list, and while a list is unasked, coming or failed', () => {
    expect(canConfirmOn('bank', options, {})).toBe(false);
    expect(canConfirmOn('market', options, { market: { status: 'loading' } })).toBe(false);
    expect(canConfirmOn('market', options, { market: { status: 'unasked' } })).toBe(false);
    expect(canConfirmOn('market', options, { market: { status: 'error', onRetry: () => {} } })).toBe(false);
    expect(canConfirmOn('market', options, { bank: { status: 'loading' } })).toBe(true);
  });
});
