import { describe, expect, it } from 'vitest';
import { complaintFormAddress, customerServiceAddress } from './chatbotLinks';

describe('chatbot links', () => {
  it.each([
    ['?tok=t&lang=1&orderNo=LN1&selectedIndex=2', 'LN1', '/complainPageNext?tok=t&lang=1&orderNo=LN1'],
    ['?tok=t', 'LN2', '/complainPageNext?tok=t&orderNo=LN2'],
    ['?orderNo=LN1', '', '/complainPageNext?'],
  ])('the complaint form from %s (order %s) is %s', (search, orderNo, expected) => {
    expect(complaintFormAddress(search, orderNo)).toBe(expected);
  });

  it.each([
    ['?tok=t&lang=0&selectedIndex=1', '/customerService?tok=t&lang=0'],
    ['', '/customerService'],
  ])('customer service from %s is %s', (search, expected) => {
    expect(customerServiceAddress(search)).toBe(expected);
  });
});
