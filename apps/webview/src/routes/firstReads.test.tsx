import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient, endpoints, readPageContext, sendAhead } from '@loan-h5/api';
import { BridgeProvider } from '../bridge/BridgeContext';
import { browserBridge } from '../bridge/browserBridge';
import { CopyProvider } from '../copy/CopyContext';
import { createCopyStore } from '../copy/copyStore';
import { ApiProvider } from '../data/ApiContext';
import { ForgetPrefetchedReads } from '../data/ForgetPrefetchedReads';
import { AppShell } from '../shell/AppShell';
import { firstReads, firstReadsOf, pageAtPath, prefetchFirstReads } from './firstReads';
import { AppRoutes } from './router';
import { routeTable } from './routeTable';

afterEach(() => cleanup());

const QUERY = '?lang=1&productId=5&orderId=77&scene=1&amount=1500';

/**
 * The app at `address`, as it starts: production's index.html sends the first reads before the entry's
 * client exists, which takes them (`sentAhead`); the demo app's client prefetches them itself (reads only).
 */
async function openWithPrefetch(address: string, start: 'index.html' | 'demo' | 'none' = 'index.html') {
  const sent: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(`${String(input)} ${init?.body ? String(init.body) : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Every read fails alike: the page shows its error state, which is enough to count what it sent.
    return new Response(JSON.stringify({ code: 9, message: 'Not today' }), { status: 200 });
  };
  const url = new URL(address, 'https://app.test');
  const config = { apiOrigin: 'https://api.test', generalBase: '/gateway' };
  const page = readPageContext(url.search);
  const reads = firstReadsOf(pageAtPath(url.pathname), url.search);
  const sentAhead = start === 'index.html' ? sendAhead(config, page, reads, fetch) : [];
  const client = createApiClient({ config, page, fetch, sentAhead });
  if (start === 'demo') prefetchFirstReads(client, url.pathname, url.search);
  const prefetched = sent.length;
  const copy = createCopyStore('en');
  await copy.load(['core']);
  render(
    <BridgeProvider bridge={browserBridge(window)}>
      <ApiProvider client={client}>
        <CopyProvider copy={copy}>
          <MemoryRouter initialEntries={[url.pathname + url.search]}>
            <ForgetPrefetchedReads />
            <AppShell>
              <AppRoutes />
            </AppShell>
          </MemoryRouter>
        </CopyProvider>
      </ApiProvider>
    </BridgeProvider>,
  );
  return { sent, prefetched };
}

const pagesWithReads = routeTable.filter((r) => r.page && firstReads[r.page]);

describe('render-as-you-fetch: a page’s first reads go out at start, once', () => {
  it('names only pages of the route table', () => {
    const pages = new Set(routeTable.map((r) => r.page));
    expect(Object.keys(firstReads).filter((page) => !pages.has(page))).toEqual([]);
  });

  it.each(
    pagesWithReads.flatMap((r) =>
      (['index.html', 'demo'] as const).map((start) => [r.path, start, r.page!] as const),
    ),
  )(
    '%s (sent from %s) sends its first reads before it renders, and not again when it does',
    async (path, start, page) => {
      // The demo app prefetches reads only; index.html also sends an intent the page asks on open (its code).
      const reads = firstReads[page]!(new URLSearchParams(QUERY)).filter(
        ([address]) => start === 'index.html' || !address.intent,
      );
      const { sent, prefetched } = await openWithPrefetch(`${path}${QUERY}`, start);
      expect(prefetched).toBe(reads.length);
      // The page has rendered its answer (its error state) once its reads came back.
      await waitFor(() => expect(screen.getAllByRole('button').length).toBeGreaterThan(0), {
        timeout: 10_000,
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Each read's endpoint was asked once: the page's own call took the prefetched reply (a payload that
      // differed from the page's would show here as a second request).
      const endpointOf = (request: string) => new URL(request.split(' ')[0]!).pathname;
      const ahead = sent.slice(0, prefetched);
      for (const request of ahead) {
        const same = (s: string) => endpointOf(s) === endpointOf(request);
        expect(sent.filter(same)).toEqual(ahead.filter(same));
      }
    },
    30_000,
  );

  // A page that reads on open and is not listed would wait for its code before it asks: list it.
  const mounted = routeTable.filter((r, i) => r.page && routeTable.findIndex((o) => o.path === r.path) === i);
  const endpointAt = (request: string) => {
    const [url = '', body = ''] = request.split(' ');
    const { pathname } = new URL(url);
    // The longest path that ends the address (/h5-api/v3/user-problem/problem-init is not
    // /user-problem/problem-init); between two calls at one path, the one whose method fits (no body: GET).
    const method = body === '' ? 'GET' : 'POST';
    return Object.values(endpoints)
      .filter((e) => pathname.endsWith(e.path))
      .sort(
        (a, b) => b.path.length - a.path.length || Number(b.method === method) - Number(a.method === method),
      )[0];
  };
  it.each(mounted.map((r) => [r.path, r.page!] as const))(
    '%s: every read it sends on open is one of its first reads',
    async (path, page) => {
      const { sent } = await openWithPrefetch(`${path}${QUERY}`, 'none');
      await waitFor(() => expect(screen.getAllByRole('button').length).toBeGreaterThan(0), {
        timeout: 10_000,
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const listed = (firstReads[page]?.(new URLSearchParams(QUERY)) ?? []).map(([a]) => a.name);
      const reads = sent.map(endpointAt).filter((e) => e && !e.intent);
      expect(reads.map((e) => e!.name).filter((name) => !listed.includes(name))).toEqual([]);
    },
    30_000,
  );

  it('sends nothing ahead for a page without reads or an unknown address', () => {
    const sent: string[] = [];
    const client = { prefetch: (a: { name: string }) => void sent.push(a.name) };
    prefetchFirstReads(client, '/testPreview', '?lang=1');
    prefetchFirstReads(client, '/nowhere', '');
    expect(sent).toEqual([]);
  });
});
