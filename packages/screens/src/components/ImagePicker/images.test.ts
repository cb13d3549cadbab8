import { describe, expect, it, vi } from 'vitest';
import { addImages, badgeCount, isImageFile, megabytes, rejectionOf } from './images';

const toImage = (name: string) => ({ id: name, url: `blob:${name}` });

describe('addImages', () => {
  it('appends every file while there is room', () => {
    const { next, dropped } = addImages([toImage('a')], ['b', 'c'], 9, toImage);
    expect(next.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(dropped).toBe(0);
  });

  it('keeps the first files that fit and counts the rest as dropped', () => {
    const current = ['1', '2', '3', '4', '5', '6', '7'].map(toImage);
    const { next, dropped } = addImages(current, ['x', 'y', 'z', 'w'], 9, toImage);
    expect(next.map((i) => i.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', 'x', 'y']);
    expect(dropped).toBe(2);
  });

  it('makes nothing for dropped files', () => {
    const make = vi.fn(toImage);
    addImages(['1', '2', '3'].map(toImage), ['x', 'y'], 4, make);
    expect(make).toHaveBeenCalledExactlyOnceWith('x');
  });

  it('drops everything when full and never trims what is there', () => {
    const current = ['1', '2', '3'].map(toImage);
    const { next, dropped } = addImages(current, ['x'], 2, toImage);
    expect(next).toEqual(current);
    expect(dropped).toBe(1);
  });

  it('does not change the list it was given', () => {
    const current = [toImage('a')];
    addImages(current, ['b'], 9, toImage);
    expect(current).toHaveLength(1);
  });
});

describe('badgeCount', () => {
  it('shows counts up to 99 and 99+ above', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(9)).toBe('9');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(badgeCount(120)).toBe('99+');
  });
});

describe('isImageFile', () => {
  it('accepts images only', () => {
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'image/heic' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});

describe('rejectionOf', () => {
  it.each([
    [{ type: 'image/jpeg', size: 5_000_000 }, undefined, null],
    [{ type: 'image/jpeg', size: 5_000_000 }, 10_485_760, null],
    [{ type: 'image/png', size: 10_485_760 }, 10_485_760, null],
    [{ type: 'image/png', size: 10_485_761 }, 10_485_760, 'size'],
    [{ type: 'application/pdf', size: 10 }, 10_485_760, 'type'],
    [{ type: '', size: 10 }, undefined, 'type'],
  ] as const)('%o with a cap of %s: %s', (file, cap, why) => {
    expect(rejectionOf(file, cap)).toBe(why);
  });
});

describe('megabytes', () => {
  it('rounds down to whole megabytes, at least 1', () => {
    expect(megabytes(10 * 1024 * 1024)).toBe(10);
    expect(megabytes(10.9 * 1024 * 1024)).toBe(10);
    expect(megabytes(300_000)).toBe(1);
  });
});
