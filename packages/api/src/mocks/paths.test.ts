import { describe, expect, it } from 'vitest';
import { apiPrefixes, isApiPath, mockParamOf, scenarioOfPage } from './paths';

describe('the demo app mock param and API paths', () => {
  it('reads the mock param of a page URL', () => {
    expect(mockParamOf('?lang=1&mock=orderStatus%3A174%2Cslow%3Aloan-details')).toBe(
      'orderStatus:174,slow:loan-details',
    );
    expect(mockParamOf('?mock=network-error:loan-details,empty:recommend-product-list')).toBe(
      'network-error:loan-details,empty:recommend-product-list',
    );
    expect(mockParamOf('?lang=1')).toBe('');
  });

  it("runs the page's scenario, else the one the tab kept: the next page of a flow carries no mock", () => {
    expect(scenarioOfPage('?mock=orderStatus:174', 'isScore:1')).toBe('orderStatus:174');
    expect(scenarioOfPage('?lang=1&orderId=7', 'orderStatus:174,isScore:1')).toBe(
      'orderStatus:174,isScore:1',
    );
    expect(scenarioOfPage('?lang=1', null)).toBe('');
    // `?mock=` alone asks for the default backend, whatever was kept.
    expect(scenarioOfPage('?mock=&lang=1', 'orderStatus:174')).toBe('');
  });

  it('tells API calls from assets, so only an unknown API call warns', () => {
    const prefixes = apiPrefixes('/gateway');
    expect(prefixes).toEqual(
      expect.arrayContaining(['/gateway/', '/indah/', '/user-problem/', '/h5-api/', '/api/', '/promotion/']),
    );
    expect(isApiPath('http://localhost:5173/gateway/v3/unknown', prefixes)).toBe(true);
    expect(isApiPath('http://localhost:5173/user-problem/new-call', prefixes)).toBe(true);
    expect(isApiPath('http://localhost:5173/mock-assets/receipt.svg', prefixes)).toBe(false);
    expect(isApiPath('http://localhost:5173/src/main.tsx', prefixes)).toBe(false);
    expect(isApiPath('http://localhost:5173/promotion', prefixes)).toBe(false);
  });
});
