import { describe, expect, it } from 'vitest';
import { storeOf } from './storeOf';

describe('storeOf', () => {
  it.each([
    ['https://play.google.com/store/apps/details?id=in.rupee', 'googlePlay'],
    ['https://PLAY.GOOGLE.COM/store/apps/details?id=in.rupee', 'googlePlay'],
    ['https://apps.apple.com/in/app/rupee/id123', 'appStore'],
    ['https://itunes.apple.com/app/id123', 'appStore'],
    ['https://play.google.com.evil.example/store', null],
    ['https://example.com/play.google.com', null],
    ['http://127.0.0.1:5173/mock-assets/app-store.html?id=x', null],
    ['not a url', null],
  ])('%s → %s', (url, store) => {
    expect(storeOf(url)).toBe(store);
  });
});
