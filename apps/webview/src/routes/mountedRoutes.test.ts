import { describe, expect, it, vi } from 'vitest';
import { loadRoute, mountedRoutes, preloadPage, titleAt, type MountedRoute } from './mountedRoutes';
import { afterKey } from './routeTable';

describe('mounted routes', () => {
  it('mounts only pages that exist, each path once, with the copy they show', () => {
    const page = async () => ({ default: () => null });
    const mounted = mountedRoutes(
      [
        { key: 'a', path: '/a', page: 'APage', copy: ['loan'], title: 'loanDetails.title' },
        { key: 'b', path: '/b' },
        { key: 'c1', path: '/c', hash: '#/', page: 'CPage', title: 'label.loanConfirm' },
        { key: 'c2', path: '/c', hash: '#/x', page: 'CPage', title: 'label.loanConfirm' },
      ],
      { APage: page, CPage: page },
    );
    expect(mounted.map(({ path, copy, title }) => ({ path, copy, title }))).toEqual([
      { path: '/a', copy: ['loan'], title: 'loanDetails.title' },
      { path: '/c', copy: [], title: 'label.loanConfirm' },
    ]);
  });

  it("keeps each hash screen's title with its path", () => {
    const page = async () => ({ default: () => null });
    const [route] = mountedRoutes(
      [
        { key: 'c1', path: '/c', hash: '#/', page: 'CPage', title: 'promotion.title' },
        { key: 'c2', path: '/c', hash: '#/download', page: 'CPage', title: 'promotion.downloadTitle' },
        { key: 'c3', path: '/c', hash: '#/detail/:id', page: 'CPage', title: 'promotion.terms.title' },
      ],
      { CPage: page },
    );
    expect(route!.title).toBe('promotion.title');
    expect(
      Object.fromEntries(
        ['', '#/', '#/download', '#/download/', '#/download?x=1', '#/detail/42', '#/detail', '#/other'].map(
          (hash) => [hash, titleAt(route!, hash)],
        ),
      ),
    ).toEqual({
      '': 'promotion.title',
      '#/': 'promotion.title',
      '#/download': 'promotion.downloadTitle',
      '#/download/': 'promotion.downloadTitle',
      '#/download?x=1': 'promotion.downloadTitle',
      '#/detail/42': 'promotion.terms.title',
      // A hash the table does not name: the path's own title.
      '#/detail': 'promotion.title',
      '#/other': 'promotion.title',
    });
  });

  it('refuses a page without a title (the native top bar would be blank)', () => {
    const page = async () => ({ default: () => null });
    expect(() => mountedRoutes([{ key: 'a', path: '/a', page: 'APage' }], { APage: page })).toThrow(
      '/a has a page but no title',
    );
  });

  it('refuses a page name with no container (a typo must not show not-found)', () => {
    expect(() =>
      mountedRoutes([{ key: 'a', path: '/a', page: 'LoanConfrimPage', title: 'label.loanConfirm' }], {}),
    ).toThrow('no page container pages/LoanConfrimPage.tsx for /a');
  });

  it('mounts the developer test page and the loan journey, each with its copy', () => {
    const copyOf = Object.fromEntries(mountedRoutes().map((r) => [r.path, r.copy]));
    expect(copyOf).toMatchObject({
      '/testPreview': ['testPreview'],
      '/loanConfirm': ['loan'],
      '/loanDetails': ['loan'],
      '/relevant': ['loan'],
      '/jointLoginError': ['loan'],
      '/repayPlan': ['repay'],
      '/repayDelay': ['repay'],
    });
  });

  it('downloads a page and its copy together, and gives the page once both are in', async () => {
    const module = { default: () => null };
    let copyIn = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (copyIn = resolve)));
    let page: unknown;
    const route: MountedRoute = {
      path: '/a',
      page: async () => module,
      copy: ['loan'],
      title: 'loanDetails.title',
    };
    void loadRoute(route, { load, locale: 'en' }).then((m) => (page = m));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledWith(['loan']);
    expect(page).toBeUndefined();
    copyIn();
    await vi.waitFor(() => expect(page).toBe(module));
  });

  it('resolves only once the part the page needs at its path is in too (the site section it opens)', async () => {
    let partIn = () => {};
    const readyFor = vi.fn(() => new Promise<void>((resolve) => (partIn = resolve)));
    const module = { default: () => null, readyFor };
    let page: unknown;
    const route: MountedRoute = {
      path: '/About',
      page: async () => module,
      copy: ['site'],
      title: 'label.aboutUs',
    };
    const copy = { load: async () => {}, locale: 'en' as const };
    void loadRoute(route, copy).then((m) => (page = m));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // With the copy store: the page may start what it shows after its first render (the site's texts).
    expect(readyFor).toHaveBeenCalledWith('/About', copy, expect.any(Function));
    expect(page).toBeUndefined();
    partIn();
    await vi.waitFor(() => expect(page).toBe(module));
  });

  it("lets a page ask index.html's table for what it shows right after it opens, all at once", async () => {
    const preloads: string[] = [];
    vi.stubGlobal('window', { __loanH5PreloadPage: (key: string) => void preloads.push(key) });
    try {
      const readyFor = vi.fn(async (_path: string, _copy: unknown, fetchAfter: () => void) => fetchAfter());
      const page = async () => ({ default: () => null, readyFor });
      await loadRoute(
        { path: '/Policy', page, copy: ['site'], title: 'label.privacyPolicy' },
        { load: async () => {}, locale: 'en' },
      );
      expect(preloads).toEqual(['/Policy', afterKey('/Policy')]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("starts downloading the opened path's page and copy at once, and nothing for other paths", () => {
    const page = vi.fn(async () => ({ default: () => null }));
    const copy = { load: vi.fn(async () => {}), locale: 'en' as const };
    const routes: MountedRoute[] = [{ path: '/a', page, copy: ['loan'], title: 'loanDetails.title' }];
    preloadPage('/nowhere', copy, routes);
    expect(page).not.toHaveBeenCalled();
    expect(copy.load).not.toHaveBeenCalled();
    preloadPage('/a', copy, routes);
    expect(page).toHaveBeenCalledTimes(1);
    // First with core, in one call: the build has the first page's copy and core in one file.
    expect(copy.load.mock.calls[0]).toEqual([['core', 'loan']]);
    expect(copy.load).toHaveBeenCalledWith(['loan']);
  });

  it('leaves a failed download for the route to show', async () => {
    const page = vi.fn(() => Promise.reject(new Error('offline')));
    const copy = { load: async () => {}, locale: 'en' as const };
    expect(() =>
      preloadPage('/a', copy, [{ path: '/a', page, copy: [], title: 'loanDetails.title' }]),
    ).not.toThrow();
    await Promise.resolve();
  });
});
