import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SITE_DESCRIPTION_KEYS, SITE_PATHS, SITE_SECTIONS, SITE_TITLE_KEYS } from '@loan-h5/screens';
import { en } from '@loan-h5/screens/i18n/en';
import { id } from '@loan-h5/screens/i18n/id';
import { CopyProvider } from '../copy/CopyContext';
import { createCopyStore } from '../copy/copyStore';
import { preloadPage } from '../routes/mountedRoutes';
import { AppRoutes } from '../routes/router';
import { routeTable } from '../routes/routeTable';
import { AppShell } from '../shell/AppShell';
import { DOCUMENT_WAIT_MS, readyFor } from './OfficialSitePage';

const where = { path: '' };
function PathProbe() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    where.path = `${pathname}${search}`;
  });
  return null;
}

/** The app at `path`, as main.tsx starts it, with index.html's generic description in <head>. */
async function openAt(path: string, locale: 'en' | 'id' = 'en') {
  const generic = document.createElement('meta');
  generic.name = 'description';
  generic.content = 'Loan H5: your instant loan, its repayments and help, in one place.';
  document.head.append(generic);
  const copy = createCopyStore(locale);
  await copy.load(['core']);
  // main.tsx: the opened path's page, its copy and what its first render waits for, before the first render.
  await preloadPage(path.split('?')[0] ?? path, copy);
  render(
    <CopyProvider copy={copy}>
      <MemoryRouter initialEntries={[path]}>
        <AppShell>
          <AppRoutes />
        </AppShell>
        <PathProbe />
      </MemoryRouter>
    </CopyProvider>,
  );
}

/** A skeleton in the site's <main> (its sections' place; the route's own loading frame is not the site). */
const SECTION_SKELETON = 'main[data-width] [data-shape]';

/** Counts the skeletons put inside the site's <main> from now until `stop()`, which returns the count. */
function countSkeletons() {
  let count = 0;
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (
          node instanceof Element &&
          (node.matches(SECTION_SKELETON) || node.querySelector(SECTION_SKELETON))
        )
          count++;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    stop: () => {
      observer.disconnect();
      return count;
    },
  };
}

const descriptions = () => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')];

describe('official site page', () => {
  beforeAll(async () => {
    await import('./OfficialSitePage');
    // The texts' modules transformed once, so a test's wait is the page's, not the test runner's first compile.
    await Promise.all([
      import('./site/SitePolicyText'),
      import('./site/SiteIndiaTerms'),
      import('./site/SiteLenderTerms'),
    ]);
    await createCopyStore('en').load(['info']);
  }, 30_000);
  afterEach(() => {
    cleanup();
    for (const meta of descriptions()) meta.remove();
  });

  // First: the sections' code is not yet in (a later test's visit would have fetched it).
  it.each(['/', '/About', '/User', '/Contact'])(
    'opens %s with its section in the first render: the router waits for its code with the page',
    async (path) => {
      // A skeleton put inside the site's <main>: the section's place, shown before its code was in.
      const skeletons = countSkeletons();
      await openAt(`${path}?lang=1`);
      const section = SITE_SECTIONS.find((s) => SITE_PATHS[s] === path)!;
      const title = section === 'home' ? en['site.hero.title'] : en[SITE_TITLE_KEYS[section]];
      expect(
        await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
      ).toBeVisible();
      expect(skeletons.stop()).toBe(0);
    },
    20_000,
  );

  it.each(['/Policy', '/Loan'])(
    'opens %s with its text in the first render: the router waits a moment for it with the page',
    async (path) => {
      const skeletons = countSkeletons();
      await openAt(`${path}?lang=1`);
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      // The text is there with the title, with no skeleton before it.
      expect(screen.getByRole('navigation', { name: en['info.contents'] })).toBeInTheDocument();
      expect(skeletons.stop()).toBe(0);
    },
    20_000,
  );

  it("opens /Loan in Indonesian with Indonesia's terms in the first render, none of India's sections", async () => {
    const skeletons = countSkeletons();
    await openAt('/Loan?lang=0', 'id');
    await screen.findByRole('heading', { level: 1, name: id['loanTerms.title'] }, { timeout: 10_000 });
    // No lender's document is configured here: where the terms are, and whom to ask.
    expect(screen.getByRole('heading', { level: 2, name: id['info.terms.where.title'] })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: id['info.contents'] })).toBeNull();
    expect(skeletons.stop()).toBe(0);
  });

  it('does not hold the first render longer than DOCUMENT_WAIT_MS for a text still on its way', async () => {
    const copy = createCopyStore('en');
    await copy.load(['core']);
    const load = copy.load;
    // The text's copy never comes (a stalled request).
    copy.load = (parts) => (parts.includes('info') ? new Promise(() => {}) : load(parts));
    const fetchAfter = vi.fn();
    const started = performance.now();
    await readyFor('/Loan', copy, fetchAfter);
    const waited = performance.now() - started;
    expect(fetchAfter).toHaveBeenCalledTimes(1);
    expect(waited).toBeGreaterThanOrEqual(DOCUMENT_WAIT_MS - 5);
    expect(waited).toBeLessThan(DOCUMENT_WAIT_MS + 1000);
  });

  it('mounts the six sections on their own paths, titled in core copy', () => {
    for (const section of SITE_SECTIONS) {
      const row = routeTable.find((r) => r.path === SITE_PATHS[section]);
      expect(row, section).toMatchObject({ page: 'OfficialSitePage', title: SITE_TITLE_KEYS[section] });
      expect(row?.copy, section).toContain('site');
    }
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)(
    'describes each section in <head> in its language (%s), one description only',
    async (locale, dict) => {
      for (const section of SITE_SECTIONS) {
        await openAt(`${SITE_PATHS[section]}?lang=${locale === 'en' ? 1 : 0}`, locale);
        await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
        expect(descriptions().map((m) => m.content)).toEqual([dict[SITE_DESCRIPTION_KEYS[section]]]);
        expect(document.title).toBe(dict[SITE_TITLE_KEYS[section]]);
        cleanup();
        // Leaving the site gives the generic description back.
        expect(descriptions().map((m) => m.content)).toEqual([
          'Loan H5: your instant loan, its repayments and help, in one place.',
        ]);
        for (const meta of descriptions()) meta.remove();
      }
    },
    30_000,
  );

  it(
    'switches sections from the nav: the address, aria-current, the title and the description follow',
    {
      timeout: 20_000,
    },
    async () => {
      const user = userEvent.setup();
      await openAt('/?lang=1');
      // A phone: the links are behind the menu button.
      await user.click(await screen.findByRole('button', { name: en['site.menu'] }));
      const nav = screen.getByRole('navigation', { name: en['site.nav'] });
      expect(within(nav).getByRole('link', { name: en['site.nav.home'] })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await act(() => user.click(within(nav).getByRole('link', { name: en['site.nav.contact'] })));
      expect(where.path).toBe('/Contact?lang=1');
      // The menu folded as the section opened.
      expect(screen.getByRole('button', { name: en['site.menu'] })).toHaveAttribute('aria-expanded', 'false');
      expect(within(nav).getByRole('link', { name: en['site.nav.contact'], hidden: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('link', { name: en['site.nav.home'], hidden: true })).not.toHaveAttribute(
        'aria-current',
      );
      expect(screen.getByRole('heading', { level: 1, name: en['site.title.contact'] })).toHaveFocus();
      expect(document.title).toBe(en['site.title.contact']);
      expect(descriptions().map((m) => m.content)).toEqual([en['site.description.contact']]);
    },
  );

  it('shows the privacy policy in its section once its text has downloaded', async () => {
    await openAt('/Policy?lang=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: en['label.privacyPolicy'] }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('navigation', { name: en['info.contents'] }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('starts the policy text (its code and part info) as the page opens, before its first render', async () => {
    const copy = createCopyStore('en');
    await copy.load(['core']);
    const asked: string[] = [];
    const load = copy.load;
    copy.load = (parts) => (asked.push(...parts), load(parts));
    await preloadPage('/Policy', copy);
    // Asked for with the page (waited for a moment at most): the text is not in the first load.
    expect(asked).toContain('info');
    render(
      <CopyProvider copy={copy}>
        <MemoryRouter initialEntries={['/Policy?lang=1']}>
          <AppShell>
            <AppRoutes />
          </AppShell>
        </MemoryRouter>
      </CopyProvider>,
    );
    expect(
      await screen.findByRole('navigation', { name: en['info.contents'] }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(asked.filter((part) => part === 'info')).toEqual(['info']);
  });
});
