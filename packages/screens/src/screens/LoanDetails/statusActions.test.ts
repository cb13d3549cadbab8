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
  [999, ['callService'], ['callService'], true],
  [0, ['callService'], ['callService'], true],
];

describe('statusActions', () => {
  it.each(table)('status %i: actions and recommended block', (status, plain, extended, recommended) => {
    expect(statusActions(status, false)).toEqual(plain);
    expect(statusActions(status, true)).toEqual(extended);
    expect(showsRecommended(status)).toBe(recommended);
  });
});

describe('illustrationFor', () => {
  it.each([
    [21, 'review'],
    [151, 'disbursing'],
    [110, 'notApproved'],
    [170, 'repaying'],
    [174, 'due'],
    [3, 'due'],
    [180, 'overdue'],
    [5, 'extended'],
    [200, 'repaid'],
    [4, 'closed'],
    [0, 'unknown'],
    [999, 'unknown'],
  ] as const)('status %i is drawn as %s', (status, drawing) => {
    expect(illustrationFor(status)).toBe(drawing);
  });

  it('draws distinct meanings distinctly: only due and due today share a drawing', () => {
    const drawings = [21, 151, 110, 170, 174, 180, 5, 200, 4, 999].map(illustrationFor);
    expect(new Set(drawings).size).toBe(drawings.length);
  });
});
