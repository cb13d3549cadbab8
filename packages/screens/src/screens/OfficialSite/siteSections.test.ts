import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { id } from '../../i18n/id';
import { SITE_NAV_KEYS, SITE_PATHS, SITE_SECTIONS, SITE_TITLE_KEYS, siteSectionOf } from './siteSections';

describe('siteSectionOf', () => {
  it.each([
    ['/', 'home'],
    ['/About', 'about'],
    ['/User', 'reviews'],
    ['/Policy', 'policy'],
    ['/Loan', 'terms'],
    ['/Contact', 'contact'],
    ['/about', 'about'],
    ['/Loan/', 'terms'],
    ['/aboutUs', undefined],
    ['/loanAgreement', undefined],
    ['/privacyPolicy', undefined],
    ['/Loan/x', undefined],
    ['', undefined],
  ])('%j opens %s', (path, section) => {
    expect(siteSectionOf(path)).toBe(section);
  });

  it('gives every section its own path, in the nav order 0-5', () => {
    expect(SITE_SECTIONS).toEqual(['home', 'about', 'reviews', 'policy', 'terms', 'contact']);
    expect(new Set(Object.values(SITE_PATHS)).size).toBe(SITE_SECTIONS.length);
    for (const section of SITE_SECTIONS) expect(siteSectionOf(SITE_PATHS[section])).toBe(section);
  });
});

// One capitalisation for the nav (issue 18), each language its own convention, and each link says what
// the section's heading says: English in sentence case, Indonesian in title case (dan/di/ke small).
describe('the nav labels', () => {
  const sentenceCase = (label: string) =>
    label
      .split(' ')
      .slice(1)
      .every((word) => word === word.toLowerCase());
  const titleCase = (label: string) =>
    label.split(' ').every((word) => ['dan', 'di', 'ke'].includes(word) || /^\p{Lu}/u.test(word));

  it.each(SITE_SECTIONS)(
    '%s: English in sentence case, Indonesian in title case, as its heading',
    (section) => {
      expect(sentenceCase(en[SITE_NAV_KEYS[section]]), en[SITE_NAV_KEYS[section]]).toBe(true);
      expect(titleCase(id[SITE_NAV_KEYS[section]]), id[SITE_NAV_KEYS[section]]).toBe(true);
      if (section === 'home') return; // the home heading is the claim, not the link's word
      expect(en[SITE_NAV_KEYS[section]]).toBe(en[SITE_TITLE_KEYS[section]]);
      expect(id[SITE_NAV_KEYS[section]]).toBe(id[SITE_TITLE_KEYS[section]]);
    },
  );
});
