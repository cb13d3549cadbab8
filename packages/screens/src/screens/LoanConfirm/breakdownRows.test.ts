import { describe, expect, it } from 'vitest';
import { breakdownGroups } from './breakdownRows';

const row = (title: string) => ({ title, value: '1' });
const data = { details: [row('a')], detail1: [row('b')], detail2: [row('c')] };

describe('breakdownGroups', () => {
  it('uses details for type 1', () => {
    expect(breakdownGroups({ ...data, type: 1 })).toEqual([[row('a')]]);
  });

  it('uses detail1 and detail2 for any other type', () => {
    expect(breakdownGroups({ ...data, type: 0 })).toEqual([[row('b')], [row('c')]]);
    expect(breakdownGroups({ ...data, type: 2 })).toEqual([[row('b')], [row('c')]]);
  });

  it('leaves out empty groups', () => {
    expect(breakdownGroups({ ...data, type: 0, detail1: [] })).toEqual([[row('c')]]);
    expect(breakdownGroups({ ...data, type: 1, details: [] })).toEqual([]);
  });
});
