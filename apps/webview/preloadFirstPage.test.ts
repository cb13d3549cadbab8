import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { localeFromLangFlag } from '@loan-h5/screens';
import { firstPageCopyId } from './firstPageCopy';
import {
  copyKey,
  firstPageFiles,
  firstPageScript,
  PRELOAD_PAGE_GLOBAL,
  type FirstPageFiles,
} from './preloadFirstPage';
import { afterKey } from './src/routes/routeTable';

/** Just enough of a built chunk for the plugin. */
const chunk = (fileName: string, facade: string | null, imports: string[] = [], isEntry = false) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    moduleIds: facade ? [facade] : [],
    imports,
    isEntry,
  }) as unknown as Rolldown.OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', '/app/index.html', ['assets/shared.js'], true),
    chunk('assets/shared.js', null),
    chunk('assets/LoanConfirmPage.js', '/app/src/pages/LoanConfirmPage.tsx', [
      'assets/shared.js',
      'assets/nav.js',
    ]),
    chunk('assets/nav.js', null, ['assets/shared.js']),
    chunk('assets/ShellOverlays.js', '/app/src/shell/ShellOverlays.tsx', [
      'assets/toast.js',
      'assets/shared.js',
    ]),
    chunk('assets/toast.js', null),
    chunk('assets/OfficialSitePage.js', '/app/src/pages/OfficialSitePage.tsx', ['assets/shared.js']),
    chunk('assets/AboutSection.js', '/s/screens/OfficialSite/AboutSection.tsx', ['assets/siteParts.js']),
    chunk('assets/siteParts.js', null),
    ...['core', 'loan', 'site'].flatMap((part) =>
      ['en', 'id'].map((lang) => chunk(`assets/${part}.${lang}.js`, `/s/i18n/copy/${part}.${lang}.ts`)),
    ),
    // The build's first-page copy: core and the loan pages' part in one file (none for the site's here).
    ...['en', 'id'].map((lang) => chunk(`assets/core_loan.${lang}.js`, `\0${firstPageCopyId('loan', lang)}`)),
  ].map((c) => [c.fileName, c]),
) as Rolldown.OutputBundle;

describe('firstPageFiles', () => {
  it("lists a path's page chunk, what it imports beyond the entry and the shell's overlays; apart, its copy", () => {
    const files = firstPageFiles(bundle, '/', [
      { key: 'loanConfirm', path: '/loanConfirm', page: 'LoanConfirmPage', copy: ['loan'] },
      { key: 'repayPlan', path: '/repayPlan' },
    ]);
    const shell = ['/assets/ShellOverlays.js', '/assets/toast.js'];
    const code = ['/assets/LoanConfirmPage.js', '/assets/nav.js', ...shell];
    expect(files).toEqual({
      '*': { en: shell, id: shell },
      [copyKey('*')]: { en: ['/assets/core.en.js'], id: ['/assets/core.id.js'] },
      '/loanConfirm': { en: code, id: code },
      // Core and the page's part in one file, in each language.
      [copyKey('/loanConfirm')]: { en: ['/assets/core_loan.en.js'], id: ['/assets/core_loan.id.js'] },
    });
  });

  it('lists core and the part on their own where the build has no file of both', () => {
    const files = firstPageFiles(bundle, '/', [
      { key: 'siteHome', path: '/', page: 'OfficialSitePage', copy: ['site'] },
    ]);
    expect(files[copyKey('/')]).toEqual({
      en: ['/assets/core.en.js', '/assets/site.en.js'],
      id: ['/assets/core.id.js', '/assets/site.id.js'],
    });
  });

  it("adds the lazy parts the path's first render waits for, with what they import (the site's section)", () => {
    const files = firstPageFiles(bundle, '/', [
      { key: 'siteHome', path: '/', page: 'OfficialSitePage', copy: ['site'] },
      {
        key: 'siteAbout',
        path: '/About',
        page: 'OfficialSitePage',
        copy: ['site'],
        parts: ['/OfficialSite/AboutSection.tsx'],
      },
    ]);
    expect(files['/']?.en).not.toContain('/assets/AboutSection.js');
    expect(files['/About']?.en).toEqual([
      '/assets/OfficialSitePage.js',
      '/assets/AboutSection.js',
      '/assets/siteParts.js',
      '/assets/ShellOverlays.js',
      '/assets/toast.js',
    ]);
  });

  it('lists what a page shows right after it opens under its own key: the parts and their copy, nothing else', () => {
    const row = { key: 'siteAbout', path: '/About', page: 'OfficialSitePage', copy: ['site'] } as const;
    const without = firstPageFiles(bundle, '/', [row]);
    const files = firstPageFiles(bundle, '/', [
      { ...row, after: { parts: ['/OfficialSite/AboutSection.tsx'], copy: ['loan'] } },
    ]);
    // Not in the first load: index.html fetches it only when the page asks, once it is in.
    expect(files['/About']).toEqual(without['/About']);
    expect(files[afterKey('/About')]).toEqual({
      en: ['/assets/AboutSection.js', '/assets/siteParts.js', '/assets/loan.en.js'],
      id: ['/assets/AboutSection.js', '/assets/siteParts.js', '/assets/loan.id.js'],
    });
  });

  it("lists each language's own parts where they differ (each market's terms): neither fetches the other's", () => {
    const files = firstPageFiles(bundle, '/', [
      {
        key: 'siteLoan',
        path: '/Loan',
        page: 'OfficialSitePage',
        copy: ['site'],
        after: {
          parts: { en: ['/OfficialSite/AboutSection.tsx'], id: ['/LoanConfirmPage.tsx'] },
          copy: ['loan'],
        },
      },
    ]);
    expect(files[afterKey('/Loan')]).toEqual({
      en: ['/assets/AboutSection.js', '/assets/siteParts.js', '/assets/loan.en.js'],
      id: ['/assets/LoanConfirmPage.js', '/assets/nav.js', '/assets/loan.id.js'],
    });
  });

  it('stops the build when a page has no chunk (the route table and the pages disagree)', () => {
    expect(() => firstPageFiles(bundle, '/', [{ key: 'x', path: '/x', page: 'MissingPage' }])).toThrow(
      'no chunk for /src/pages/MissingPage.tsx',
    );
  });
});

describe('firstPageScript', () => {
  const files: FirstPageFiles = {
    '*': { en: ['/shell.js'], id: ['/shell.js'] },
    [copyKey('*')]: { en: ['/core.en.js'], id: ['/core.id.js'] },
    '/loanConfirm': { en: ['/page.js'], id: ['/page.js'] },
    [copyKey('/loanConfirm')]: { en: ['/core_loan.en.js'], id: ['/core_loan.id.js'] },
    '/Loan': { en: ['/site.js'], id: ['/site.js'] },
    [copyKey('/Loan')]: { en: ['/core_site.en.js'], id: ['/core_site.id.js'] },
    [afterKey('/Loan')]: { en: ['/terms.js', '/info.en.js'], id: ['/terms.js', '/info.id.js'] },
  };

  /** What the script leaves for later pages (set by `preloadsAt`). */
  let later: (path: string) => void = () => undefined;

  /** Runs the inline script as the browser would, on a page at `url`; returns what it preloaded. */
  function preloadsAt(url: string) {
    const links: Array<{ rel: string; href: string; crossOrigin: string | null }> = [];
    const { pathname, search } = new URL(url, 'https://h5.example');
    const document = {
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    };
    const window: Record<string, (path: string) => void> = {};
    new Function('location', 'document', 'window', firstPageScript(files))(
      { pathname, search },
      document,
      window,
    );
    later = window[PRELOAD_PAGE_GLOBAL]!;
    return links;
  }

  it.each(['1', '0', '2', 'en', ''])('picks the language as the app does (lang=%s)', (flag) => {
    const lang = localeFromLangFlag(flag);
    expect(preloadsAt(`/loanConfirm?lang=${flag}`).map((l) => l.href)).toEqual([
      '/page.js',
      `/core_loan.${lang}.js`,
    ]);
  });

  it("leaves a way to preload a later page's code at once (its copy part is the copy store's to ask)", () => {
    const links = preloadsAt('/nowhere?lang=1');
    later('/loanConfirm');
    expect(links.map((l) => l.href)).toEqual(['/shell.js', '/core.en.js', '/page.js']);
    expect(links.every((l) => l.rel === 'modulepreload' && l.crossOrigin === '')).toBe(true);
  });

  it('starts what the opened page shows right after it opens (the terms text) with it, after its own files', () => {
    // The terms are /Loan's largest paint: asked for with the entry, not once the page's code has run.
    expect(preloadsAt('/Loan?lang=1').map((l) => l.href)).toEqual([
      '/site.js',
      '/core_site.en.js',
      '/terms.js',
      '/info.en.js',
    ]);
    expect(preloadsAt('/Loan').map((l) => l.href)).toEqual([
      '/site.js',
      '/core_site.id.js',
      '/terms.js',
      '/info.id.js',
    ]);
  });

  it('leaves what a later page shows after it opens to that page (it asks when it is in)', () => {
    const links = preloadsAt('/nowhere?lang=1');
    later('/Loan');
    expect(links.map((l) => l.href)).toEqual(['/shell.js', '/core.en.js', '/site.js']);
  });

  it('preloads the shell and the core copy alone on a path without a page, and Indonesian without a flag', () => {
    expect(preloadsAt('/nowhere').map((l) => l.href)).toEqual(['/shell.js', '/core.id.js']);
  });

  it('preloads as modules, with the same credentials as the entry script', () => {
    expect(preloadsAt('/loanConfirm?lang=1')).toEqual([
      { rel: 'modulepreload', href: '/page.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/core_loan.en.js', crossOrigin: '' },
    ]);
  });
});
