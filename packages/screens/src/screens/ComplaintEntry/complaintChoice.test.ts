import { describe, expect, it } from 'vitest';
import { chooseSubType, chooseType, COLLECTION_TYPE, shownOrder } from './complaintChoice';

const allows = { orderNo: 'A1', allowsCollection: true };
const refuses = { orderNo: 'B2', allowsCollection: false };

describe('chooseType', () => {
  it.each([
    ['collection, order allows, sub-types', COLLECTION_TYPE, allows, 4, { kind: 'subTypes' }],
    ['collection, order refuses', COLLECTION_TYPE, refuses, 4, { kind: 'blocked' }],
    ['collection, no order', COLLECTION_TYPE, null, 4, { kind: 'blocked' }],
    [
      'collection, order allows, no sub-types: the form',
      COLLECTION_TYPE,
      allows,
      0,
      { kind: 'form', problemType: '1', orderNo: 'A1' },
    ],
    [
      'another type, order refuses collection',
      '2',
      refuses,
      4,
      { kind: 'form', problemType: '2', orderNo: 'B2' },
    ],
    ['another type, no order', '6', null, 4, { kind: 'form', problemType: '6', orderNo: '' }],
  ] as const)('%s', (_name, type, order, subTypes, expected) => {
    expect(chooseType(type, order, subTypes)).toEqual(expected);
  });
});

describe('chooseSubType', () => {
  it.each([
    ['order allows', allows, { kind: 'form', problemType: '1', problemSonType: '13', orderNo: 'A1' }],
    ['order changed to one that refuses', refuses, { kind: 'blocked' }],
    ['no order', null, { kind: 'blocked' }],
  ] as const)('%s', (_name, order, expected) => {
    expect(chooseSubType('13', order)).toEqual(expected);
  });
});

describe('shownOrder', () => {
  const orders = [allows, refuses];
  it.each([
    ['nothing chosen: the current one', undefined, allows, allows],
    ['a chosen order from the list', 'B2', allows, refuses],
    ['a chosen order no longer listed: the current one', 'Z9', allows, allows],
    ['no current order and nothing chosen: none', undefined, null, null],
    ['no current order, a listed one chosen', 'A1', null, allows],
  ] as const)('%s', (_name, chosen, current, expected) => {
    expect(shownOrder(chosen, current, orders)).toEqual(expected);
  });
});
