import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { dropBuildOnlyRouteFieldsIn } from './dropBuildOnlyRouteFields';

describe('dropBuildOnlyRouteFieldsIn', () => {
  const table = [
    'export const routeTable = [',
    "  { key: 'siteHome', path: '/', page: 'OfficialSitePage', copy: ['site'], parts: ['/OfficialSite/HomeSection.tsx'], title: 'site.title.home' },",
    '  {',
    "    key: 'sitePolicy',",
    "    path: '/Policy',",
    '    after: {',
    "      parts: ['/pages/site/SitePolicyText.tsx'],",
    "      copy: ['info'],",
    '    },',
    "    title: 'label.privacyPolicy',",
    '  },',
    '];',
  ].join('\n');

  it('drops the rows’ parts and after, keeping what the app reads', () => {
    const out = dropBuildOnlyRouteFieldsIn(table)!;
    expect(out).not.toMatch(/parts|after|HomeSection|SitePolicyText/);
    for (const kept of ["key: 'siteHome'", "copy: ['site']", "title: 'site.title.home'", "path: '/Policy'"])
      expect(out).toContain(kept);
    // Still a module that parses, with the same lines (its source map needs no change).
    expect(out.split('\n')).toHaveLength(table.split('\n').length);
    expect(() => parseAst(out)).not.toThrow();
  });

  it('leaves a module without them alone', () => {
    expect(dropBuildOnlyRouteFieldsIn("export const routeTable = [{ key: 'a', path: '/a' }];")).toBeNull();
  });
});
