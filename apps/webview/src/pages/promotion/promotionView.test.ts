import { describe, expect, it } from 'vitest';
import { PROMOTION_HASH, promotionView, type PromotionView } from './promotionView';

describe('promotionView: the hash picks the screen', () => {
  it.each<[string, PromotionView]>([
    ['', 'register'],
    ['#/', 'register'],
    ['#/downloadTemplate', 'download'],
    ['#/downloadTemplate/', 'download'],
    ['#/agreementTemplate', 'agreement'],
    ['#/agreementTemplate?x=1', 'agreement'],
    ['#/elsewhere', 'register'],
    ['#downloadTemplate', 'register'],
  ])('%j → %s', (hash, view) => {
    expect(promotionView(hash)).toBe(view);
  });

  it('each screen’s hash leads back to it', () => {
    for (const [view, hash] of Object.entries(PROMOTION_HASH)) expect(promotionView(hash)).toBe(view);
  });
});
