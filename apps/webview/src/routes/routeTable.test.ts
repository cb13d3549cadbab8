import { describe, expect, it, vi } from 'vitest';
import { mountedRoutes, preloadPage, routeTable, type RouteEntry } from './routeTable';

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

  it('mounts only pages that exist, each path once', () => {
    const mounted = mountedRoutes([
      { key: 'a', path: '/a', page: async () => ({ default: () => null }) },
      { key: 'b', path: '/b' },
      { key: 'c1', path: '/c', hash: '#/', page: async () => ({ default: () => null }) },
      { key: 'c2', path: '/c', hash: '#/x', page: async () => ({ default: () => null }) },
    ]);
    expect(mounted.map((r) => r.path)).toEqual(['/a', '/c']);
  });

  it('mounts the developer test page and the loan journey', () => {
    expect(mountedRoutes().map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/testPreview',
        '/loanConfirm',
        '/loanDetails',
        '/relevant',
        '/jointLoginError',
      ]),
    );
  });

  it("starts downloading the opened path's page at once, and nothing for other paths", () => {
    const page = vi.fn(async () => ({ default: () => null }));
    const table: RouteEntry[] = [
      { key: 'a', path: '/a', page },
      { key: 'b', path: '/b' },
    ];
    preloadPage('/b', table);
    preloadPage('/nowhere', table);
    expect(page).not.toHaveBeenCalled();
    preloadPage('/a', table);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed download for the route to show', async () => {
    const page = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() => preloadPage('/a', [{ key: 'a', path: '/a', page }])).not.toThrow();
    await Promise.resolve();
  });
});
