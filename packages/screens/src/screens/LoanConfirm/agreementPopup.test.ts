import { describe, expect, it } from 'vitest';
import { shouldShowAgreementPopup } from './agreementPopup';

const url = 'https://lender.example/agreement.html';

describe('shouldShowAgreementPopup', () => {
  it.each([
    { type: 1, popAgreementUrl: url, shows: true },
    { type: 1, popAgreementUrl: '', shows: false },
    { type: 1, popAgreementUrl: '   ', shows: false },
    { type: 0, popAgreementUrl: url, shows: false },
    { type: 2, popAgreementUrl: url, shows: false },
  ])('type $type with url "$popAgreementUrl" → $shows', ({ shows, ...data }) => {
    expect(shouldShowAgreementPopup(data)).toBe(shows);
  });
});
