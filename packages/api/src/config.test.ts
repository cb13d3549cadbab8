import { describe, expect, it } from 'vitest';
import {
  BRAND_NAME_MAX,
  COMPANY_LINE_MAX,
  DEFAULT_CONFIG,
  readRuntimeConfig,
  type RuntimeConfig,
} from './config';

describe('runtime config (config.js next to index.html)', () => {
  it('is same-origin by default', () => {
    expect(readRuntimeConfig(undefined)).toEqual(DEFAULT_CONFIG);
  });

  it('takes the API origin and base segment from config.js', () => {
    expect(readRuntimeConfig({ apiOrigin: 'https://api.example.co.id/', generalBase: 'h5-gw/' })).toEqual({
      apiOrigin: 'https://api.example.co.id',
      generalBase: '/h5-gw',
      servicePhone: '',
      brandName: '',
      companyName: '',
      companyAddress: '',
      companyEmail: '',
      appStoreUrl: '',
      licenceLine: '',
      loanTermsUrl: '',
    });
  });

  it('allows an empty base segment', () => {
    expect(readRuntimeConfig({ generalBase: '' }).generalBase).toBe('');
  });

  it.each(['javascript:alert(1)', 'ftp://x.test', 'https://x.test/path', 42])(
    'ignores a bad origin %s',
    (apiOrigin) => {
      expect(readRuntimeConfig({ apiOrigin }).apiOrigin).toBe('');
    },
  );

  it('takes the service phone from config.js, trimmed', () => {
    expect(readRuntimeConfig({ servicePhone: ' 021-5091-8800 ' }).servicePhone).toBe('021-5091-8800');
  });

  it.each([undefined, null, 1500888, ['021'], { phone: '021' }])(
    'ignores a service phone of %j',
    (servicePhone) => {
      expect(readRuntimeConfig({ servicePhone }).servicePhone).toBe('');
    },
  );

  it('takes the brand name from config.js, on one line', () => {
    expect(readRuntimeConfig({ brandName: '  Rupee\nExpress ' }).brandName).toBe('Rupee Express');
  });

  it.each([undefined, null, 42, ['Rupee Express'], 'x'.repeat(BRAND_NAME_MAX + 1)])(
    'has no brand name (the pages say "we") for %j',
    (brandName) => {
      expect(readRuntimeConfig({ brandName }).brandName).toBe('');
    },
  );

  // Official site footer and "get the app" (issue 10).
  it('takes the company lines from config.js, each on one line', () => {
    const config = readRuntimeConfig({
      companyName: ' Rupee Express\nPrivate Limited ',
      companyAddress: '12 MG Road,  Bengaluru 560001',
      companyEmail: ' care@rupee.example ',
      appStoreUrl: ' https://play.google.com/store/apps/details?id=in.rupee ',
    });
    expect(config).toMatchObject({
      companyName: 'Rupee Express Private Limited',
      companyAddress: '12 MG Road, Bengaluru 560001',
      companyEmail: 'care@rupee.example',
      appStoreUrl: 'https://play.google.com/store/apps/details?id=in.rupee',
    });
  });

  it.each([
    ['companyName', 42],
    ['companyAddress', 'x'.repeat(COMPANY_LINE_MAX + 1)],
    ['companyEmail', 'care at rupee'],
    ['companyEmail', 'care@rupee'],
    ['appStoreUrl', 'javascript:alert(1)'],
    ['appStoreUrl', '/download'],
    ['appStoreUrl', 'market://details?id=in.rupee'],
    ['licenceLine', ['OJK']],
    ['licenceLine', 'x'.repeat(COMPANY_LINE_MAX + 1)],
    ['loanTermsUrl', 'javascript:alert(1)'],
    ['loanTermsUrl', '/terms.html'],
  ])('leaves %s empty for %j', (field, value) => {
    expect(readRuntimeConfig({ [field]: value })[field as keyof RuntimeConfig]).toBe('');
  });

  // Per market legal text and regulatory lines (issue 18).
  it('takes the licence line and the lender terms page from config.js', () => {
    const config = readRuntimeConfig({
      licenceLine: ' Terdaftar dan diawasi oleh\nOtoritas Jasa Keuangan (OJK) ',
      loanTermsUrl: ' https://lender.example.co.id/syarat-pinjaman ',
    });
    expect(config).toMatchObject({
      licenceLine: 'Terdaftar dan diawasi oleh Otoritas Jasa Keuangan (OJK)',
      loanTermsUrl: 'https://lender.example.co.id/syarat-pinjaman',
    });
  });
});
