import { describe, expect, it } from 'vitest';
import { buildTargets } from './buildTargets.mjs';

describe('build targets', () => {
  it('are the oldest version of each family in the repo browserslist: Chrome 84 and iOS 14.5', () => {
    expect(buildTargets()).toEqual(['chrome84', 'ios14.5', 'safari14.1']);
  });

  it('start a version range at its first version', () => {
    expect(buildTargets(['ios_saf 14.5-14.8', 'ios_saf 15.0', 'android 120', 'chrome 90'])).toEqual([
      'chrome90',
      'ios14.5',
    ]);
  });

  it('refuse a family the build tools do not know', () => {
    expect(() => buildTargets(['op_mini all'])).toThrow(/op_mini/);
  });
});
