import { describe, expect, it } from 'vitest';
import { illustrationFor, showsRecommended, statusActions, type LoanAction } from './statusActions';

type Row = [
  status: number,
  withoutExtension: LoanAction[],
  withExtension: LoanAction[],
  recommended: boolean,
];

// Every status the spec names, plus one it does not (999).
const table: Row[] = [
  [21, [], [], true],
  [151, [], [], true],
  [110, [], [], true],
  [170, ['repay'], ['repay'], false],
  [174, ['repay'], ['extend', 'repay'], false],
  [180, ['repay'], ['extend', 'repay'], false],
  [3, ['repay'], ['extend', 'repay'], true],
  [5, ['repay'], ['extend', 'repay'], true],
  [200, ['borrowAgain'], ['borrowAgain'], false],
  [4, ['borrowAgain'], ['borrowAgain'], true],
  [999, [], [], true],
];

describe('statusActions', () => {
  it.each(table)('status %i: actions and recommended block', (status, plain, extended, recommended) => {
    expect(statusActions(status, false)).toEqual(plain);
    expect(statusActions(status, true)).toEqual(extended);
    expect(showsRecommended(status)).toBe(recommended);
  });
});

describe('illustrationFor', () => {
  it.each([21, 151, 174, 180, 110, 200])('status %i has its own drawing', (status) => {
    expect(illustrationFor(status)).toBe(status);
  });

  it.each([170, 3, 4, 5, 0, 999])('status %i uses the review drawing', (status) => {
    expect(illustrationFor(status)).toBe(21);
  });
});
