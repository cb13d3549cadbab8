import { describe, expect, it } from 'vitest';
import { isSendableScore, shownImages, showsResult, textLength } from './complaintDetails';

describe('textLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['Terima kasih 🙏', 14],
    ['x'.repeat(200), 200],
  ])('%j has %i characters', (text, count) => {
    expect(textLength(text)).toBe(count);
  });
});

describe('shownImages', () => {
  it.each([
    [['https://img.example/a.jpg'], ['https://img.example/a.jpg']],
    [
      ['http://img.example/a.jpg', ' https://img.example/b.png '],
      ['http://img.example/a.jpg', 'https://img.example/b.png'],
    ],
    [['javascript:alert(1)', 'data:image/png;base64,AAAA', '/relative.png', '//host/x.png'], []],
    [['https://user:pw@img.example/a.jpg'], []],
    [['https://img.example/a.jpg', 'https://img.example/a.jpg'], ['https://img.example/a.jpg']],
    [[], []],
  ])('%j shows %j', (urls, shown) => {
    expect(shownImages(urls)).toEqual(shown);
  });
});

describe('showsResult', () => {
  it.each([
    ['', [], false],
    ['   ', [], false],
    ['We refunded the fee.', [], true],
    ['', ['https://img.example/a.jpg'], true],
  ] as const)('reply %j with %j images: %s', (reply, images, shows) => {
    expect(showsResult(reply, images)).toBe(shows);
  });
});

describe('isSendableScore', () => {
  it.each([
    [0, false],
    [1, true],
    [4, true],
    [5, true],
    [6, false],
    [2.5, false],
    [-1, false],
  ])('%d: %s', (score, ok) => {
    expect(isSendableScore(score)).toBe(ok);
  });
});
