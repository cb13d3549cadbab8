import { describe, expect, it } from 'vitest';
import type { ColorName } from './tokens';
import type { Market } from './markets';
import { contrastRatio, themeVars } from './themeVars';

/**
 * WCAG 1.4.11: what shows where a control is, or which state it is in, needs 3:1 against what it
 * sits on. Each colour is named with the parts that draw with it.
 */
const controlColors: Array<[ColorName, string]> = [
  ['control-border', 'text field, checkbox and radio outlines'],
  ['star', 'filled rating star'],
  ['star-empty', 'empty rating star outline'],
  ['brand', 'selected tab indicator, ticked checkbox, focus ring, secondary button outline'],
  ['text-muted', 'carousel dots, photo picker add tile'],
];
const backgrounds: ColorName[] = ['surface', 'page'];
const markets: Market[] = ['IN', 'ID'];

const cases = markets.flatMap((market) =>
  controlColors.flatMap(([control, usedFor]) =>
    backgrounds.map((background) => ({ market, control, usedFor, background })),
  ),
);

describe('control contrast (non-text, at least 3:1)', () => {
  it.each(cases)('$market: $control ($usedFor) on $background', ({ market, control, background }) => {
    const vars = themeVars(market);
    expect(contrastRatio(vars[`--lh-${control}`]!, vars[`--lh-${background}`]!)).toBeGreaterThanOrEqual(3);
  });
});
