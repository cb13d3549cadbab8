import { describe, expect, it } from 'vitest';
import { SITE_PATHS, SITE_SECTIONS, siteSectionOf } from './siteSections';

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
