import { describe, expect, it } from 'vitest';
import { qrModules, qrPath } from './qrPath';

const O = false;
const X = true;

describe('qrPath', () => {
  it.each<[string, boolean[][], string]>([
    [
      'nothing dark',
      [
        [O, O],
        [O, O],
      ],
      '',
    ],
    [
      'one module',
      [
        [O, X],
        [O, O],
      ],
      'M1 0h1v1h-1z',
    ],
    ['a run is one rectangle', [[X, X, X, O]], 'M0 0h3v1h-3z'],
    [
      'two runs on a row, one below',
      [
        [X, O, X],
        [O, X, O],
      ],
      'M0 0h1v1h-1zM2 0h1v1h-1zM1 1h1v1h-1z',
    ],
  ])('%s', (_name, modules, path) => {
    expect(qrPath(modules)).toBe(path);
  });
});

describe('qrModules', () => {
  /** The 7×7 finder pattern: a dark ring, a light ring, a dark 3×3 centre. */
  const finderAt = (m: boolean[][], top: number, left: number) =>
    Array.from({ length: 7 }, (_, y) =>
      Array.from({ length: 7 }, (_, x) => {
        const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
        return m[top + y]![left + x] === (ring !== 2);
      }).every(Boolean),
    ).every(Boolean);

  it('draws a store address as a square code with its three finder patterns', async () => {
    const m = await qrModules('https://play.google.com/store/apps/details?id=in.rupeeexpress.app');
    const size = m.length;
    // 66 bytes at level M: version 5 (37 modules).
    expect(size).toBe(37);
    expect(m.every((row) => row.length === size)).toBe(true);
    expect(finderAt(m, 0, 0)).toBe(true);
    expect(finderAt(m, 0, size - 7)).toBe(true);
    expect(finderAt(m, size - 7, 0)).toBe(true);
    // The timing pattern alternates between the finders.
    expect(m[6]!.slice(8, size - 8)).toEqual(Array.from({ length: size - 16 }, (_, i) => i % 2 === 0));
  });

  it('is the same code for the same address (nothing random)', async () => {
    const url = 'https://apps.apple.com/id/app/dana-kilat/id123';
    expect(qrPath(await qrModules(url))).toBe(qrPath(await qrModules(url)));
  });
});
