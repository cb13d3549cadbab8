import { describe, expect, it } from 'vitest';
import { amountRangeText } from './amountRangeText';

const nb = '\u00a0';

describe('amountRangeText', () => {
  it.each([
    ['Rp 500.000 - Rp 5.000.000', `Rp${nb}500.000 - Rp${nb}5.000.000`],
    ['Rs. 5,000 - Rs. 50,000', `Rs.${nb}5,000 - Rs.${nb}50,000`],
    ['Rs 5,000 ~ Rs 50,000', `Rs${nb}5,000 ~ Rs${nb}50,000`],
    ['₹ 5,000-₹ 50,000', `₹${nb}5,000-₹${nb}50,000`],
    ['IDR 1.000.000', `IDR${nb}1.000.000`],
    ['Up to Rp 15 juta', `Up to Rp${nb}15 juta`],
  ])('%j keeps each sign with its number', (input, output) => {
    expect(amountRangeText(input)).toBe(output);
  });

  it.each([['500.000 - 5.000.000'], ['Rp500.000'], ['Tenor 91 hari'], ['Limit hingga 15 juta']])(
    '%j is left as it is',
    (input) => {
      expect(amountRangeText(input)).toBe(input);
    },
  );
});
