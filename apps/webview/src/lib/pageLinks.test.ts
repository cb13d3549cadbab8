import { describe, expect, it } from 'vitest';
import { emptyTestPreviewValues } from '@loan-h5/screens';
import { commonQuery, pageHref } from './pageLinks';

const values = {
  ...emptyTestPreviewValues,
  appVersion: '3.2.1',
  deviceName: 'Redmi 9A',
  deviceId: 'dev-42',
  osVersion: '11',
  sessionId: 'tok en',
  advertisingId: 'gaid-1',
  productId: '12',
  orderId: '9001',
};

describe('page links for the test page', () => {
  it('carry every value under its wire name, and the language', () => {
    const q = new URLSearchParams(commonQuery(values));
    expect(Object.fromEntries(q)).toEqual({
      aVer: '3.2.1',
      dNa: 'Redmi 9A',
      dId: 'dev-42',
      oVer: '11',
      tok: 'tok en',
      gid: 'gaid-1',
      productId: '12',
      orderId: '9001',
      lang: '1',
    });
  });

  it('leave out empty values and mark Indonesian as lang=0', () => {
    expect(commonQuery({ ...emptyTestPreviewValues, lang: 'id', orderId: '  ' })).toBe('lang=0');
  });

  it('put the params before a hash route and fill its order id', () => {
    expect(pageHref({ path: '/payway', hash: '#/borrowDetail/:orderId' }, values)).toMatch(
      /^\/payway\?aVer=3\.2\.1&.*&lang=1#\/borrowDetail\/9001$/,
    );
    expect(pageHref({ path: '/loanDetails' }, values)).toMatch(/^\/loanDetails\?aVer=/);
  });
});
