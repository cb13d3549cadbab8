import { describe, expect, it } from 'vitest';
import { outlineTexts } from '../../components/InfoDocument/outline';
import { en } from '../../i18n/en';
import { id } from '../../i18n/id';
import { privacyOutline } from './privacyOutline';

describe('privacy policy outline (spec screen behaviour 1)', () => {
  it('has the nine sections in the spec order', () => {
    expect(privacyOutline.map((s) => en[s.title])).toEqual([
      'How we use your information',
      'When we share your information',
      'Cookies and similar technologies',
      'How we keep your information safe',
      'Non-discrimination',
      'Your rights',
      'Protection of minors',
      'Changes to this policy',
      'Contacts',
    ]);
  });

  it('names the eight user rights, account cancellation only without an outstanding loan', () => {
    const rights = privacyOutline.find((s) => s.id === 'your-rights')!;
    const items = rights.blocks.flatMap((b) => (b.kind === 'list' ? b.items : []));
    expect(items.map((item) => en[item.key].split(':')[0])).toEqual([
      'access',
      'correction',
      'erasure',
      'cancel your account',
      'object',
      'restriction',
      'withdraw consent',
      'complain',
    ]);
    expect(en['info.privacy.rights.cancel']).toMatch(/no outstanding loan/);
    expect(id['info.privacy.rights.cancel']).toMatch(/tidak memiliki pinjaman yang belum lunas/);
  });

  it.each(privacyOutline.map((s) => [s.id] as const))('section %s has a unique in-page id', (sectionId) => {
    expect(sectionId).toMatch(/^[a-z][a-z-]*$/);
    expect(privacyOutline.filter((s) => s.id === sectionId)).toHaveLength(1);
  });

  it('uses each copy key once, each with text in both languages', () => {
    const keys = outlineTexts(privacyOutline).map((text) => text.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(en[key].trim(), key).not.toBe('');
      expect(id[key], key).not.toBe(en[key]);
    }
  });
});
