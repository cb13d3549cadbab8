import { describe, expect, it } from 'vitest';
import { branded } from './branded';

describe('branded: the brand where one is configured, a wording without a name otherwise', () => {
  it.each([
    ['Rupee Express', { key: 'info.about.intro', params: { brand: 'Rupee Express' } }],
    ['  Dana\nKilat ', { key: 'info.about.intro', params: { brand: 'Dana Kilat' } }],
    ['', { key: 'info.about.introUnbranded' }],
    ['   ', { key: 'info.about.introUnbranded' }],
    [undefined, { key: 'info.about.introUnbranded' }],
    [null, { key: 'info.about.introUnbranded' }],
  ])('%j → %j', (brandName, copy) => {
    expect(branded(brandName, 'info.about.intro', 'info.about.introUnbranded')).toEqual(copy);
  });
});
