import { describe, expect, it } from 'vitest';
import { colorDefaults } from './tokens';
import { marketColors } from './markets';
import { contrastRatio, themeVars } from './themeVars';

describe('themeVars', () => {
  it('gives each market its own brand colour', () => {
    expect(themeVars('IN')['--lh-brand']).toBe(marketColors.IN.brand);
    expect(themeVars('ID')['--lh-brand']).toBe(marketColors.ID.brand);
    expect(themeVars('IN')['--lh-brand']).not.toBe(themeVars('ID')['--lh-brand']);
  });

  it('lets a host override any colour', () => {
    const vars = themeVars('ID', { brand: '#123456' });
    expect(vars['--lh-brand']).toBe('#123456');
    expect(vars['--lh-text']).toBe(colorDefaults.text);
  });

  it('defines a variable for every token', () => {
    expect(Object.keys(themeVars('IN'))).toHaveLength(Object.keys(colorDefaults).length);
  });
});

describe('colour contrast (text a borrower must read)', () => {
  const pairs: Array<[string, string]> = [
    [colorDefaults['on-brand'], marketColors.IN.brand!],
    [colorDefaults['on-brand'], marketColors.ID.brand!],
    [colorDefaults.text, colorDefaults.page],
    [colorDefaults['text-muted'], colorDefaults.surface],
    [colorDefaults['text-muted'], colorDefaults.page],
    [colorDefaults.danger, colorDefaults.surface],
    [colorDefaults.success, colorDefaults['success-soft']],
    [colorDefaults.warning, colorDefaults['warning-soft']],
    [marketColors.IN.brand!, marketColors.IN['brand-soft']!],
    [marketColors.ID.brand!, marketColors.ID['brand-soft']!],
  ];
  it.each(pairs)('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
