import { describe, expect, it } from 'vitest';
import { extensionRows, extensionPhone } from './extensionRows';

const row = (value: string) => ({ title: 'Line', value });

describe('extensionRows (spec screen 18: lines with an empty or zero value are hidden)', () => {
  it.each(['', '   ', '0', '0.00', '0,00', 'Rp 0', 'Rp 0,00', 'Rs. 0', 'Rs. 0.00', '₹0', '-0'])(
    'hides a line whose value is %j',
    (value) => {
      expect(extensionRows([row(value)])).toEqual([]);
    },
  );

  it.each(['LN2025060210001', 'Rp 150.000', 'Rs. 1,200', '0.50', '10', '7 days', '2026-06-11'])(
    'keeps a line whose value is %j',
    (value) => {
      expect(extensionRows([row(value)])).toEqual([row(value)]);
    },
  );

  it('keeps the order of the lines it shows', () => {
    const rows = [row('A1'), row('0'), row('Rp 5.000'), row(''), row('7 hari')];
    expect(extensionRows(rows).map((r) => r.value)).toEqual(['A1', 'Rp 5.000', '7 hari']);
  });
});

describe('extensionPhone: the server number, else the configured one', () => {
  it.each([
    ['021-5091-8800', '1500-000', '021-5091-8800'],
    [' 021-5091-8800 ', '', '021-5091-8800'],
    ['', '1500-000', '1500-000'],
    ['  ', ' 1500-000 ', '1500-000'],
    [undefined, '1500-000', '1500-000'],
    ['', '', ''],
    [null, undefined, ''],
  ])('server %j, config %j → %j', (server, config, shown) => {
    expect(extensionPhone(server, config)).toBe(shown);
  });
});
