import { describe, expect, it } from 'vitest';
import { checkChoice, chooseBank, initialChoice, type PayMethodOptions } from './methodChoice';

const options: PayMethodOptions = {
  banks: [
    {
      name: 'BCA',
      payCode: 'BCA',
      methods: [
        { name: 'ATM BCA', specificNum: '0141' },
        { name: 'm-BCA', specificNum: '0142' },
      ],
    },
    { name: 'BNI', payCode: 'BNI', methods: [{ name: 'ATM BNI', specificNum: '0091' }] },
    // A bank without methods: choosing the bank is enough.
    { name: 'Permata', payCode: 'PERMATA', methods: [] },
  ],
  markets: [
    { name: 'Indomaret', payCode: 'INDOMARET' },
    { name: 'Alfamart', payCode: 'ALFAMART' },
  ],
};

describe('initialChoice: mini market ALFAMART unless there is none', () => {
  it.each([
    ['ALFAMART offered (not first)', options, { payType: 'market', market: 'ALFAMART' }],
    [
      'no ALFAMART: the first market',
      { ...options, markets: [{ name: 'Indomaret', payCode: 'INDOMARET' }] },
      { payType: 'market', market: 'INDOMARET' },
    ],
    ['no mini market at all: bank, nothing chosen', { ...options, markets: [] }, { payType: 'bank' }],
    ['nothing offered: mini market, nothing chosen', { banks: [], markets: [] }, { payType: 'market' }],
  ] as const)('%s', (_, given, start) => {
    expect(initialChoice(given)).toEqual(start);
  });
});

describe('checkChoice (spec 5: bank needs a bank and its method, market needs a market)', () => {
  it.each([
    [
      { payType: 'market', market: 'ALFAMART' },
      { ok: true, chosen: { payType: 'market', payCode: 'ALFAMART' } },
    ],
    [{ payType: 'market' }, { ok: false, missing: 'market' }],
    [
      { payType: 'market', market: 'GONE' },
      { ok: false, missing: 'market' },
    ],
    // The bank tab ignores a market chosen before.
    [
      { payType: 'bank', market: 'ALFAMART' },
      { ok: false, missing: 'bank' },
    ],
    [
      { payType: 'bank', bank: 'BCA' },
      { ok: false, missing: 'method' },
    ],
    [
      { payType: 'bank', bank: 'BCA', method: '0091' },
      { ok: false, missing: 'method' },
    ],
    [
      { payType: 'bank', bank: 'BCA', method: '0142' },
      { ok: true, chosen: { payType: 'bank', payCode: 'BCA', specificNum: '0142' } },
    ],
    [
      { payType: 'bank', bank: 'PERMATA' },
      { ok: true, chosen: { payType: 'bank', payCode: 'PERMATA' } },
    ],
    [
      { payType: 'bank', bank: 'GONE', method: '0141' },
      { ok: false, missing: 'bank' },
    ],
  ] as const)('%j → %j', (choice, result) => {
    expect(checkChoice(choice, options)).toEqual(result);
  });
});

describe('chooseBank: another bank drops the method', () => {
  it.each([
    [
      { payType: 'bank', bank: 'BCA', method: '0141' },
      'BNI',
      { payType: 'bank', bank: 'BNI', method: undefined },
    ],
    [
      { payType: 'bank', bank: 'BCA', method: '0141' },
      'BCA',
      { payType: 'bank', bank: 'BCA', method: '0141' },
    ],
    [
      { payType: 'market', market: 'ALFAMART' },
      'BCA',
      { payType: 'bank', market: 'ALFAMART', bank: 'BCA', method: undefined },
    ],
  ] as const)('%j + %s → %j', (choice, bank, next) => {
    expect(chooseBank(choice, bank)).toEqual(next);
  });
});
