import { describe, expect, it } from 'vitest';
import { complaintFormAddress, customerServiceAddress } from './chatbotLinks';

describe('chatbot links', () => {
  it.each([
    // The type chosen on the new entry goes along; its position is then not needed.
    [
      '?tok=t&lang=1&orderNo=LN1&selectedIndex=1&problemType=2',
      'LN1',
      '/complainPageNext?tok=t&lang=1&orderNo=LN1&problemType=2',
    ],
    // Only the entry's position: the spec's problemIndex.
    [
      '?tok=t&lang=1&orderNo=LN1&selectedIndex=2',
      'LN1',
      '/complainPageNext?tok=t&lang=1&orderNo=LN1&problemIndex=2',
    ],
    ['?tok=t&selectedIndex=x&problemType=', 'LN2', '/complainPageNext?tok=t&orderNo=LN2'],
    // Neither: the form asks for the type.
    ['?tok=t', 'LN2', '/complainPageNext?tok=t&orderNo=LN2'],
    ['?orderNo=LN1', '', '/complainPageNext?'],
  ])('the complaint form from %s (order %s) is %s', (search, orderNo, expected) => {
    expect(complaintFormAddress(search, orderNo)).toBe(expected);
  });

  it.each([
    ['?tok=t&lang=0&selectedIndex=1&problemType=2', '/customerService?tok=t&lang=0'],
    ['', '/customerService'],
  ])('customer service from %s is %s', (search, expected) => {
    expect(customerServiceAddress(search)).toBe(expected);
  });
});
