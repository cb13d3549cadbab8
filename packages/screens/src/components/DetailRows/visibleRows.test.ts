import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { isEmptyValue, visibleRows } from './visibleRows';

describe('isEmptyValue', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty text', ''],
    ['blank text', '   '],
    ['number 0', 0],
    ['number -0', -0],
    ['NaN', Number.NaN],
    ["'0'", '0'],
    ["'0.00'", '0.00'],
    ["'0,00'", '0,00'],
    ["'00'", '00'],
    ["'Rp 0'", 'Rp 0'],
    ["'Rp 0,00'", 'Rp 0,00'],
    ["'Rp0'", 'Rp0'],
    ["'Rs. 0'", 'Rs. 0'],
    ["'Rs. 0.00'", 'Rs. 0.00'],
    ["'₹0'", '₹0'],
    ["'IDR 0'", 'IDR 0'],
    ["'-Rp 0'", '-Rp 0'],
    ['false (renders nothing)', false],
    ['an empty list', []],
  ])('%s is empty', (_name, value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([
    ['a positive number', 1500000],
    ['a negative number', -20],
    ['a small amount', '0.50'],
    ["'Rp 1.500.000'", 'Rp 1.500.000'],
    ["'Rs. 10,000'", 'Rs. 10,000'],
    ["'Rp 0,50'", 'Rp 0,50'],
    ["'100'", '100'],
    ["'10.00'", '10.00'],
    ['a date', '2024-05-12'],
    ['a count with a unit', '0 days'],
    ['a rate', '0%'],
    ['an order number with zeros', '000123'],
    ['plain text', 'Bank BCA'],
    ['an element', createElement('strong', null, '0')],
  ])('%s is shown', (_name, value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});

describe('visibleRows', () => {
  const rows = [
    { title: 'Loan amount', value: 'Rp 1.500.000' },
    { title: 'Service fee', value: 'Rp 0' },
    { title: 'Late fee', value: 0 },
    { title: 'Coupon', value: '' },
    { title: 'Bank', value: null },
    { title: 'Due date', value: '2024-06-12' },
  ];

  it('keeps every row by default, in order', () => {
    expect(visibleRows(rows)).toEqual(rows);
  });

  it('drops empty and zero rows with hideEmpty, keeping the order of the rest', () => {
    expect(visibleRows(rows, { hideEmpty: true }).map((r) => r.title)).toEqual(['Loan amount', 'Due date']);
  });

  it('returns a new list, never the caller’s', () => {
    expect(visibleRows(rows)).not.toBe(rows);
  });
});
