import { describe, expect, it } from 'vitest';
import { amountRangeText } from './amountRangeText';

const nb = '\u00a0';
// The en dash stays with the first amount; the line may break only after it.
const dash = `${nb}– `;

describe('amountRangeText', () => {
  it.each([
    ['Rp 500.000 - Rp 5.000.000', `Rp${nb}500.000${dash}Rp${nb}5.000.000`],
    ['Rs. 5,000 - Rs. 50,000', `Rs.${nb}5,000${dash}Rs.${nb}50,000`],
    ['Rs 5,000 ~ Rs 50,000', `Rs${nb}5,000${dash}Rs${nb}50,000`],
    ['₹ 5,000-₹ 50,000', `₹${nb}5,000${dash}₹${nb}50,000`],
    ['Rp 500.000 – Rp 5.000.000', `Rp${nb}500.000${dash}Rp${nb}5.000.000`],
    ['500.000 - 5.000.000', `500.000${dash}5.000.000`],
    ['Rp 1 juta - Rp 15 juta', `Rp${nb}1 juta${dash}Rp${nb}15 juta`],
    ['IDR 1.000.000', `IDR${nb}1.000.000`],
    ['Up to Rp 15 juta', `Up to Rp${nb}15 juta`],
  ])('%j keeps each sign with its number and joins the amounts with an en dash', (input, output) => {
    expect(amountRangeText(input)).toBe(output);
  });

  it('gives the same text when applied twice', () => {
    const once = amountRangeText('Rp 500.000 - Rp 5.000.000');
    expect(amountRangeText(once)).toBe(once);
  });

  it.each([['Rp500.000'], ['Tenor 91 hari'], ['Limit hingga 15 juta'], [`-Rp${nb}25.000`]])(
    '%j is left as it is',
    (input) => {
      expect(amountRangeText(input)).toBe(input);
    },
  );
});
