import { describe, expect, it } from 'vitest';
import { ENTRY_CHUNK, planChunks, type PlanChunk, type PlanOptions } from './chunkPlan';

/** A chunk of the first build: its modules are named after it (`/m/<name>.ts`). */
const chunk = (
  name: string,
  {
    imports = [] as string[],
    lazy = [] as string[],
    size = 100,
    entry = false,
    dynamic = false,
    facade = false,
  } = {},
): PlanChunk => ({
  fileName: `assets/${name}-AbCd1234.js`,
  moduleIds: [`/m/${name}.ts`],
  imports: imports.map((i) => `assets/${i}-AbCd1234.js`),
  dynamicImports: lazy.map((i) => `assets/${i}-AbCd1234.js`),
  isEntry: entry,
  isDynamicEntry: dynamic,
  facadeModuleId: entry || dynamic || facade ? `/m/${name}.ts` : null,
  size,
});

const options = (maxSharedPerPage: number): PlanOptions => ({
  keepOwnChunk: (id) => /Page\.ts$|\/copy\./.test(id),
  isPage: (id) => /Page\.ts$/.test(id),
  withEntry: (id) => id.endsWith('/Overlays.ts'),
  maxSharedPerPage,
});

const kit = ['a', 'b', 'c', 'd'];
/** Page A uses every kit part, page B two of them, page C one; the overlays use the toast store. */
const build = [
  chunk('index', { entry: true, imports: ['react'] }),
  chunk('react'),
  chunk('Overlays', { dynamic: true, imports: ['toast'] }),
  chunk('toast', { imports: ['react'] }),
  chunk('APage', { dynamic: true, imports: kit }),
  chunk('BPage', { dynamic: true, imports: ['a', 'b', 'toast'] }),
  chunk('CPage', { dynamic: true, imports: ['c'] }),
  chunk('copy.en', { dynamic: true }),
  chunk('a'),
  chunk('b', { size: 50 }),
  chunk('c', { size: 5000 }),
  chunk('d', { size: 10 }),
];
const groups = (plan: Map<string, string>) => {
  const byName = new Map<string, string[]>();
  for (const [id, name] of plan) byName.set(name, [...(byName.get(name) ?? []), id]);
  return [...byName.values()].map((ids) => ids.sort());
};

describe('planChunks', () => {
  it("puts the entry's modules and the overlays every first load fetches in the entry's chunk", () => {
    const plan = planChunks(build, options(10));
    for (const name of ['index', 'react', 'Overlays', 'toast'])
      expect(plan.get(`/m/${name}.ts`)).toBe(ENTRY_CHUNK);
  });

  it("leaves pages and copy parts in their own chunks, a module one page alone uses in that page's, and Rolldown's split when within the cap", () => {
    const plan = planChunks(build, options(10));
    for (const name of ['BPage', 'CPage', 'copy.en']) expect(plan.has(`/m/${name}.ts`)).toBe(false);
    // Only page A fetches d: it goes with the page (named after it), not into a file of its own.
    expect(plan.get('/m/d.ts')).toBe('APage');
    expect(plan.get('/m/APage.ts')).toBe('APage');
    // Within the cap, each shared chunk of Rolldown's split stays as it was, under a name of its own.
    expect(
      groups(plan)
        .filter((ids) => !ids.includes('/m/index.ts') && !ids.includes('/m/APage.ts'))
        .sort(),
    ).toEqual([['/m/a.ts'], ['/m/b.ts'], ['/m/c.ts']]);
  });

  it('merges shared chunks until no page fetches more than the cap, sending the fewest unneeded bytes', () => {
    const many = [
      chunk('index', { entry: true }),
      ...['APage', 'BPage', 'CPage'].map((p, i) =>
        chunk(p, {
          dynamic: true,
          imports: i === 0 ? ['ab', 'ac', 'abc'] : i === 1 ? ['ab', 'abc'] : ['ac', 'abc'],
        }),
      ),
      chunk('ab', { size: 100 }),
      chunk('ac', { size: 4000 }),
      chunk('abc', { size: 100 }),
    ];
    const plan = planChunks(many, options(2));
    // Page A fetched three; ab joins abc (100 bytes page C does not need), not the 4 KB one.
    expect(plan.get('/m/ab.ts')).toBe(plan.get('/m/abc.ts'));
    expect(plan.get('/m/ac.ts')).not.toBe(plan.get('/m/ab.ts'));
    expect(plan.get('/m/ab.ts')).toMatch(/^shared-/);
  });

  it('counts what a merged chunk imports: a page fetching it fetches that too', () => {
    const chained = [
      chunk('index', { entry: true }),
      chunk('APage', { dynamic: true, imports: ['x', 'y', 'z'] }),
      chunk('BPage', { dynamic: true, imports: ['x', 'w'] }),
      chunk('CPage', { dynamic: true, imports: ['y', 'z', 'w'] }),
      chunk('x', { size: 10 }),
      chunk('y', { size: 10, imports: ['w'] }),
      chunk('z', { size: 10 }),
      chunk('w', { size: 10 }),
    ];
    const plan = planChunks(chained, options(1));
    const names = new Set(['x', 'y', 'z', 'w'].map((n) => plan.get(`/m/${n}.ts`)));
    // One page may fetch one shared chunk: every shared module ends in it.
    expect(names.size).toBe(1);
  });

  it("puts a chunk of one page and its own lazy parts in the page's chunk, not the kit's; a part two pages open is shared", () => {
    const site = [
      chunk('index', { entry: true }),
      // The site and its two sections share the section layout; the site and the promotion share the kit.
      chunk('SitePage', { dynamic: true, imports: ['layout', 'kit'], lazy: ['Home', 'About'] }),
      chunk('Home', { dynamic: true, imports: ['layout', 'sectionKit'] }),
      chunk('About', { dynamic: true, imports: ['layout', 'sectionKit', 'Dialog'] }),
      chunk('PromoPage', { dynamic: true, imports: ['kit'], lazy: ['Dialog'] }),
      // A dialog the promotion and the site's about section open: it serves two pages.
      chunk('Dialog', { dynamic: true, imports: ['dialogKit'] }),
      chunk('layout', { size: 300 }),
      // Only the sections need it: it comes with them, not with the site's first load.
      chunk('sectionKit', { size: 200 }),
      chunk('kit', { size: 300 }),
      chunk('dialogKit', { size: 50, imports: ['kit'] }),
    ];
    // Worth any merge: only the rule keeps the layout from the kit the promotion fetches.
    const plan = planChunks(site, { ...options(10), requestWorth: 1e9 });
    // The layout goes with the site itself (its sections load only once the site is in): a file less.
    expect(plan.get('/m/layout.ts')).toBe('SitePage');
    expect(plan.get('/m/SitePage.ts')).toBe('SitePage');
    expect(plan.has('/m/sectionKit.ts')).toBe(false);
    expect(plan.get('/m/kit.ts')).toMatch(/^shared-/);
    // The dialog's own kit serves two pages (through their lazy parts): planned like any shared chunk.
    expect(plan.get('/m/dialogKit.ts')).toMatch(/^shared-/);
  });

  it('puts a chunk at least `entryShare` of the pages fetch in the entry, and plans the rest without it', () => {
    const pages = ['APage', 'BPage', 'CPage', 'DPage'];
    const wide = [
      chunk('index', { entry: true }),
      ...pages.map((p, i) => chunk(p, { dynamic: true, imports: i < 3 ? ['client', 'kit'] : ['kit'] })),
      chunk('client', { size: 3000 }),
      chunk('kit', { size: 200 }),
    ];
    // Every page fetches the kit, three of four the API client.
    const half = planChunks(wide, { ...options(10), entryShare: 0.75 });
    expect(half.get('/m/client.ts')).toBe(ENTRY_CHUNK);
    expect(half.get('/m/kit.ts')).toBe(ENTRY_CHUNK);
    const most = planChunks(wide, { ...options(10), entryShare: 0.9 });
    expect(most.get('/m/kit.ts')).toBe(ENTRY_CHUNK);
    expect(most.get('/m/client.ts')).toMatch(/^shared-/);
    // Without the option, nothing joins the entry.
    expect(planChunks(wide, options(10)).get('/m/kit.ts')).toMatch(/^shared-/);
  });

  it('within the cap, merges chunks pages fetch together while the waste per request saved is below `requestWorth`', () => {
    const pages = ['APage', 'BPage', 'CPage'];
    const kit = [
      chunk('index', { entry: true }),
      // A and B fetch both small parts; C fetches one of them and a big part A fetches too.
      ...pages.map((p, i) =>
        chunk(p, {
          dynamic: true,
          imports: i === 0 ? ['s1', 's2', 'big'] : i === 1 ? ['s1', 's2'] : ['s1', 'big'],
        }),
      ),
      chunk('s1', { size: 300 }),
      chunk('s2', { size: 200 }),
      chunk('big', { size: 6000 }),
    ];
    // Merging s1 and s2 sends s2's 200 bytes to page C and saves A and B a request: 100 bytes a request.
    const worth = planChunks(kit, { ...options(10), requestWorth: 500 });
    expect(worth.get('/m/s1.ts')).toBe(worth.get('/m/s2.ts'));
    // The big part would send 6 KB to page B for one request less on A and C: not worth it.
    expect(worth.get('/m/big.ts')).not.toBe(worth.get('/m/s1.ts'));
    // Worth less than the waste, or without the option, the split stays.
    expect(planChunks(kit, { ...options(10), requestWorth: 90 }).get('/m/s2.ts')).not.toBe(
      planChunks(kit, { ...options(10), requestWorth: 90 }).get('/m/s1.ts'),
    );
    const plain = planChunks(kit, options(10));
    expect(plain.get('/m/s1.ts')).not.toBe(plain.get('/m/s2.ts'));
  });

  it("puts a small lazy part of one page in a shared chunk it imports while that wastes less than a request's worth", () => {
    const site = [
      chunk('index', { entry: true }),
      // The site opens its terms (a small wrapper of the terms screen), which the terms page shows too.
      chunk('SitePage', { dynamic: true, imports: ['kit'], lazy: ['SiteTerms', 'SitePromo'] }),
      chunk('SiteTerms', { dynamic: true, imports: ['terms'], size: 200 }),
      chunk('TermsPage', { dynamic: true, imports: ['terms', 'kit'] }),
      chunk('terms', { size: 5000, imports: ['kit'] }),
      // A part as small, but what it imports besides the kit only it needs.
      chunk('SitePromo', { dynamic: true, imports: ['kit', 'promoKit'], size: 200 }),
      chunk('OtherPage', { dynamic: true, imports: ['kit'] }),
      chunk('promoKit', { size: 4000 }),
      chunk('kit', { size: 300 }),
    ];
    const plan = planChunks(site, { ...options(10), requestWorth: 500 });
    // The terms page fetches the wrapper's 200 bytes for nothing; the site's terms come in a file less.
    expect(plan.get('/m/SiteTerms.ts')).toBe(plan.get('/m/terms.ts'));
    expect(plan.get('/m/terms.ts')).toMatch(/^shared-terms/);
    // Into the kit, the part would bring 4 KB it imports to the pages that fetch the kit: it stays its own.
    expect(plan.has('/m/SitePromo.ts')).toBe(false);
    // Worth less than the waste, or without the option, the wrapper keeps its own chunk.
    expect(planChunks(site, { ...options(10), requestWorth: 150 }).has('/m/SiteTerms.ts')).toBe(false);
    expect(planChunks(site, options(10)).has('/m/SiteTerms.ts')).toBe(false);
  });

  it("keeps one language's lazy part out of the chunk another language's part fetches (`isLanguagePart`)", () => {
    const site = [
      chunk('index', { entry: true }),
      // The site shows India's terms in English, the lender's in Indonesian; the terms page shows either.
      chunk('SitePage', { dynamic: true, lazy: ['IndiaSite', 'LenderSite'] }),
      chunk('IndiaSite', { dynamic: true, imports: ['india'], size: 100 }),
      chunk('LenderSite', { dynamic: true, imports: ['lender'], size: 100 }),
      chunk('TermsPage', { dynamic: true, imports: ['india', 'lender'] }),
      chunk('india', { size: 4000 }),
      chunk('lender', { size: 1000 }),
    ];
    const worth = { ...options(10), requestWorth: 2800 };
    // Weighed by pages alone, the two are fetched together (the terms page) and merge for free.
    const byPage = planChunks(site, worth);
    expect(byPage.get('/m/india.ts')).toBe(byPage.get('/m/lender.ts'));
    // Weighed by language too, an English first load would fetch 1 KB of Indonesia's, and the other way 4 KB.
    const byLanguage = planChunks(site, { ...worth, isLanguagePart: (id) => /Site\.ts$/.test(id) });
    expect(byLanguage.get('/m/india.ts')).not.toBe(byLanguage.get('/m/lender.ts'));
    // Each wrapper still goes with its own market's terms.
    expect(byLanguage.get('/m/IndiaSite.ts')).toBe(byLanguage.get('/m/india.ts'));
    expect(byLanguage.get('/m/LenderSite.ts')).toBe(byLanguage.get('/m/lender.ts'));
  });
});
