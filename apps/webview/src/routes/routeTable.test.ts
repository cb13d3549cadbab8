import { describe, expect, it } from 'vitest';
import { afterParts, languageParts, routeTable } from './routeTable';

describe('route table', () => {
  it('has every path DESIGN.md names', () => {
    const paths = new Set(routeTable.map((r) => r.path + (r.hash ?? '')));
    for (const p of [
      '/testPreview',
      '/complaint',
      '/loanDetails',
      '/loanConfirm',
      '/jointLoginError',
      '/repayPlan',
      '/repayDelay',
      '/customerService',
      '/aboutUs',
      '/loanAgreement',
      '/privacyPolicy',
      '/relevant',
      '/that',
      '/individual',
      '/complainPageNext',
      '/complaintList',
      '/complainDetails',
      '/complainNewPage',
      '/intelligentCustomerService',
      '/phenomenon',
      '/dragonpayPaymentInstructions',
      '/',
      '/Policy',
      '/Loan',
      '/About',
      '/User',
      '/payway#/addnormalcard',
      '/payway#/alipayrepayment',
      '/payway#/borrowDetail/:orderId',
      '/promotion#/downloadTemplate',
      '/promotion#/agreementTemplate',
    ]) {
      expect(paths, p).toContain(p);
    }
  });

  it('has unique keys', () => {
    const keys = routeTable.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gives /Loan each market's own terms after it opens, and /Policy the same text in both languages", () => {
    const after = (path: string) => routeTable.find((r) => r.path === path)?.after;
    expect(afterParts(after('/Loan')!, 'en')).toEqual(['/pages/site/SiteIndiaTerms.tsx']);
    expect(afterParts(after('/Loan')!, 'id')).toEqual(['/pages/site/SiteLenderTerms.tsx']);
    expect(afterParts(after('/Policy')!, 'en')).toEqual(afterParts(after('/Policy')!, 'id'));
    // Only /Loan's differ by language: those are the parts the chunk plan keeps apart.
    expect(languageParts()).toEqual(['/pages/site/SiteIndiaTerms.tsx', '/pages/site/SiteLenderTerms.tsx']);
  });
});
