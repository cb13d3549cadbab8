import { useEffect } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { CopyProvider } from '../copy/CopyContext';
import { createCopyStore } from '../copy/copyStore';
import { AppShell } from '../shell/AppShell';
import { AppRoutes } from './router';
import { mountedRoutes, type MountedRoute } from './mountedRoutes';
import { reloadPage } from '../lib/reloadPage';

vi.mock('../lib/reloadPage', () => ({ reloadPage: vi.fn() }));

/** What the app's URL is, and a way to navigate like a link tap would. */
const router = { navigate: (() => {}) as NavigateFunction, search: '' };
function RouterProbe() {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    router.navigate = navigate;
    router.search = search;
  });
  return null;
}

/** The app at `path`, as main.tsx starts it: the core copy first, each page's own part with the page. */
async function renderAt(path: string, routes?: readonly MountedRoute[], locale: 'en' | 'id' = 'en') {
  const copy = createCopyStore(locale);
  await copy.load(['core']);
  render(
    <CopyProvider copy={copy}>
      <MemoryRouter initialEntries={[path]}>
        <AppShell>
          <AppRoutes routes={routes} />
        </AppShell>
        <RouterProbe />
      </MemoryRouter>
    </CopyProvider>,
  );
  return router;
}

describe('app routes', () => {
  // Compiling the page on first import is not what these tests measure.
  beforeAll(async () => {
    await import('../pages/TestPreviewPage');
  }, 30_000);

  it('opens the developer test page', async () => {
    await renderAt('/testPreview?lang=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test preview' })).toBeInTheDocument();
  });

  it('shows the test page in Indonesian', async () => {
    await renderAt('/testPreview', undefined, 'id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pratinjau uji' })).toBeInTheDocument();
  });

  it.each(['/nowhere'])('shows not-found for %s (no page)', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('says it is loading while a page downloads on a slow network, as a page skeleton (no mask)', async () => {
    const slow: MountedRoute = {
      path: '/slow',
      page: () => new Promise(() => {}),
      copy: [],
      title: 'common.loading',
    };
    await renderAt('/slow?lang=1', [slow]);
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"] [data-skeleton]')).not.toBeNull();
    expect(document.querySelector('[data-loading-mask]')).toBeNull();
  });

  it('keeps the language in the URL across in-app navigation', async () => {
    const router = await renderAt('/testPreview?lang=1');
    await screen.findByRole('heading', { level: 1, name: 'Test preview' });
    await act(() => router.navigate('/nowhere'));
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await waitFor(() => expect(router.search).toBe('?lang=1'));
  });

  it('catches a page that fails to load and offers a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: MountedRoute = {
      path: '/broken',
      page: () => Promise.reject(new Error('chunk failed')),
      copy: [],
      title: 'error.title',
    };
    await renderAt('/broken?lang=1', [broken]);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalled();
  });

  it('starts clean on the next page after one failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: MountedRoute = {
      path: '/broken',
      page: () => Promise.reject(new Error('chunk failed')),
      copy: [],
      title: 'error.title',
    };
    const fine: MountedRoute = {
      path: '/fine',
      page: async () => ({ default: () => <h1>Fine page</h1> }),
      copy: [],
      title: 'common.ok',
    };
    await renderAt('/broken?lang=1', [broken, fine]);
    await screen.findByRole('button', { name: 'Try again' });
    await act(() => router.navigate('/fine?lang=1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  // Official site: its six paths share one page container.
  it('keeps one page mounted across the paths it serves, each titled, with no loading in between', async () => {
    let mounts = 0;
    function Shared() {
      const { pathname } = useLocation();
      useEffect(() => {
        mounts += 1;
      }, []);
      return <h1>{`Section ${pathname}`}</h1>;
    }
    const page = async () => ({ default: Shared });
    const routes: MountedRoute[] = [
      { path: '/one', page, copy: [], title: 'common.ok' },
      { path: '/two', page, copy: [], title: 'common.retry' },
    ];
    await renderAt('/one?lang=1', routes);
    await screen.findByRole('heading', { level: 1, name: 'Section /one' });
    await act(() => router.navigate('/two?lang=1'));
    expect(screen.getByRole('heading', { level: 1, name: 'Section /two' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(document.title).toBe('Try again');
    expect(mounts).toBe(1);
  });

  // What the native app's top bar and the browser's tab say on each mounted page, in both languages.
  const titles: Record<string, [en: string, id: string]> = {
    '/testPreview': ['Test preview', 'Pratinjau uji'],
    '/loanConfirm': ['Loan confirmation', 'Konfirmasi Pinjaman'],
    '/loanDetails': ['Loan details', 'Detail Pinjaman'],
    '/jointLoginError': ['Application not completed', 'Pengajuan belum berhasil'],
    '/relevant': ['Recommended loans', 'Pengajuan Khusus'],
    '/repayPlan': ['Bill details', 'Detail Tagihan'],
    '/repayDelay': ['Bill details', 'Detail Tagihan'],
    // Information pages
    '/customerService': ['Customer service', 'Layanan Pelanggan'],
    // Chatbot
    '/intelligentCustomerService': ['Help assistant', 'Asisten bantuan'],
    '/aboutUs': ['About us', 'Tentang Kami'],
    '/privacyPolicy': ['Privacy policy', 'Kebijakan Privasi'],
    '/loanAgreement': ['Loan terms and conditions', 'Syarat dan Ketentuan Pinjaman'],
    // Card repayment
    '/payway': ['Repay by bank card', 'Bayar dengan kartu bank'],
    // Virtual account, method chooser, payment instructions
    '/that': ['Repayment', 'Pelunasan'],
    '/individual': ['Payment method', 'Metode Pembayaran'],
    '/dragonpayPaymentInstructions': ['How to pay', 'Cara Membayar'],
    // Promotion sign-up
    '/promotion': ['Sign up', 'Daftar'],
    // Complaint entry (old and new, and the customer-service shortcut), my complaints, details
    '/complaint': ['Complaint', 'Pengaduan'],
    '/phenomenon': ['Complaint', 'Pengaduan'],
    '/complainNewPage': ['Complaint', 'Pengaduan'],
    '/complaintList': ['My complaints', 'Pengaduan saya'],
    '/complainDetails': ['Complaint details', 'Detail pengaduan'],
    // Complaint form
    '/complainPageNext': ['Send a complaint', 'Kirim pengaduan'],
    // Official site: one page, six paths
    '/': [
      'Instant personal loans, straight to your bank account',
      'Pinjaman pribadi instan, langsung ke rekening bank Anda',
    ],
    '/About': ['About us', 'Tentang Kami'],
    '/User': ['User evaluation', 'Ulasan Pengguna'],
    '/Policy': ['Privacy policy', 'Kebijakan Privasi'],
    '/Loan': ['Loan terms and conditions', 'Syarat dan Ketentuan Pinjaman'],
    '/Contact': ['Contact us', 'Hubungi Kami'],
  };

  it.each([
    ['en', 0],
    ['id', 1],
  ] as const)(
    'titles every mounted page in its language (%s), from the moment it starts downloading',
    async (locale, i) => {
      const routes = mountedRoutes();
      expect(routes.map((r) => r.path).sort()).toEqual(Object.keys(titles).sort());
      for (const route of routes) {
        // The page's code never arrives: the title is there already.
        await renderAt(route.path, [{ ...route, page: () => new Promise(() => {}) }], locale);
        await waitFor(() => expect(document.title).toBe(titles[route.path]![i]));
        cleanup();
      }
      await renderAt('/nowhere', undefined, locale);
      await waitFor(() => expect(document.title).toBe(['Page not found', 'Halaman tidak ditemukan'][i]));
    },
  );

  // Promotion sign-up: one page, three hash screens, each titled as its top bar (the deploy check compares).
  const hashTitles: Record<string, [en: string, id: string]> = {
    '/promotion?templateId=8': ['Sign up', 'Daftar'],
    '/promotion?templateId=8#/': ['Sign up', 'Daftar'],
    '/promotion?templateId=8#/downloadTemplate': ['Download the app', 'Unduh aplikasi'],
    '/promotion?templateId=8#/agreementTemplate': ['User Agreement', 'Perjanjian Pengguna'],
  };

  it.each([
    ['en', 0],
    ['id', 1],
  ] as const)(
    'titles each hash screen of a page in its language (%s), and follows the hash',
    async (locale, i) => {
      const routes = mountedRoutes().map((route) => ({ ...route, page: () => new Promise<never>(() => {}) }));
      for (const [path, title] of Object.entries(hashTitles)) {
        await renderAt(path, routes, locale);
        await waitFor(() => expect(document.title).toBe(title[i]));
        cleanup();
      }
      const router = await renderAt('/promotion?templateId=8#/', routes, locale);
      await waitFor(() => expect(document.title).toBe(hashTitles['/promotion?templateId=8#/']![i]));
      await act(() => router.navigate({ hash: '#/agreementTemplate' }));
      await waitFor(() =>
        expect(document.title).toBe(hashTitles['/promotion?templateId=8#/agreementTemplate']![i]),
      );
    },
  );

  it('keeps a crash inside one route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Crash = () => {
      throw new Error('render failed');
    };
    await renderAt('/crash?lang=1', [
      { path: '/crash', page: async () => ({ default: Crash }), copy: [], title: 'error.title' },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });
});
