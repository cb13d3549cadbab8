import { describe, expect, it } from 'vitest';
import { createFormatters } from './format';

// The currency sign is held to the digits by a no-break space, so 'Rp' never ends a line alone.
const nb = '\u00a0';

describe('createFormatters', () => {
  it('writes dates in the given language, money in the market’s currency', () => {
    const englishInIndonesia = createFormatters('ID', 'en');
    expect(englishInIndonesia.date('2026-08-11')).toBe('11 Aug 2026');
    expect(englishInIndonesia.dateTime('2026-08-11 14:05:00')).toBe('11 Aug 2026, 14:05');
    expect(englishInIndonesia.money(1500000)).toBe(`Rp${nb}1.500.000`);
    const indonesian = createFormatters('ID', 'id');
    expect(indonesian.dateTime('2026-08-11 14:05:00')).toBe('11 Agu 2026, 14.05');
  });

  it('follows the market’s language when none is given', () => {
    expect(createFormatters('IN').dateTime('2026-08-11 14:05:00')).toBe('11 Aug 2026, 14:05');
    expect(createFormatters('ID').date('2026-08-11')).toBe('11 Agu 2026');
  });

  it('shows a date it cannot read as sent (blank when missing) instead of failing the render', () => {
    const f = createFormatters('IN', 'en');
    expect(f.date('01-09-2025')).toBe('01-09-2025');
    expect(f.dateTime('soon')).toBe('soon');
    expect(f.date(undefined)).toBe('');
    expect(f.date(null)).toBe('');
  });
});
