import { describe, expect, it } from 'vitest';
import { followsInPage, type LinkClick } from './followsInPage';

const plain: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

describe('followsInPage', () => {
  it.each<[string, Partial<LinkClick>, boolean]>([
    ['a plain tap or click', {}, true],
    ['a middle click (new tab)', { button: 1 }, false],
    ['Ctrl+click (new tab)', { ctrlKey: true }, false],
    ['Cmd+click (new tab)', { metaKey: true }, false],
    ['Shift+click (new window)', { shiftKey: true }, false],
    ['Alt+click (download)', { altKey: true }, false],
    ['a click already handled', { defaultPrevented: true }, false],
  ])('%s: %s', (_, change, expected) => {
    expect(followsInPage({ ...plain, ...change })).toBe(expected);
  });
});
