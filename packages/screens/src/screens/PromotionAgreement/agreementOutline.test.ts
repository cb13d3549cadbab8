import { describe, expect, it } from 'vitest';
import { outlineTexts } from '../../components/InfoDocument/outline';
import { en } from '../../i18n/en';
import { id } from '../../i18n/id';
import { agreementOutline } from './agreementOutline';

describe('the sign-up’s user agreement', () => {
  it('has unique section ids', () => {
    const ids = agreementOutline.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is real text in English and Indonesian, different in each', () => {
    for (const { key } of outlineTexts(agreementOutline)) {
      expect(en[key].length, key).toBeGreaterThan(5);
      expect(id[key].length, key).toBeGreaterThan(5);
      expect(id[key], key).not.toBe(en[key]);
    }
  });

  it('says that signing up is not a loan and that codes stay secret', () => {
    const sections = agreementOutline.map((s) => s.id);
    expect(sections).toEqual(expect.arrayContaining(['not-a-loan', 'codes', 'closing']));
    expect(en['promotion.terms.codes.secret']).toMatch(/never ask/);
  });
});
