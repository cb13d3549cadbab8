import { StrictMode, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createApiClient, loanDetails, pageReads, readPageContext } from '@loan-h5/api';
import { EndFirstRender, isFirstRender, openFirstRender } from './firstRender';
import { useCall, type CallState } from './useCall';

// The app's first render draws a reply its start-up already holds, in its first frame: no skeleton frame and
// a second render for the data. A reply still on its way is waited for by the same call, never a second one.

const details = { code: 0, message: '', data: { orderStatus: 174, userOrderDetail: { detail: [] } } };
/** The real client over a counted fetch: what the page's start-up prefetches, its call takes. */
function clientAnswering(answer: () => Promise<Response> = async () => Response.json(details)) {
  const fetch = vi.fn(answer);
  const client = createApiClient({
    config: { apiOrigin: 'https://api.test', generalBase: '/gateway' },
    page: readPageContext('?lang=1&productId=5&orderId=77'),
    fetch,
  });
  return { client, fetch };
}

/** Renders a page's call as the app's first render does, noting the state of every frame it draws. */
function firstRenderOf<T>(load: (signal: AbortSignal) => Promise<T>, strict = true) {
  const frames: CallState<T>['status'][] = [];
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = (
      <>
        {children}
        <EndFirstRender />
      </>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  openFirstRender();
  const hook = renderHook(
    () => {
      const call = useCall(load, 'order-77');
      frames.push(call.status);
      return call;
    },
    { wrapper },
  );
  return { ...hook, frames };
}

afterEach(() => {
  // A test that fails before its first commit must not leave the next one in the first render.
  render(<EndFirstRender />).unmount();
});

describe('the first render takes a reply already in', () => {
  it('draws the data in its first frame, with one request (strict mode renders twice)', async () => {
    const { client, fetch } = clientAnswering();
    client.prefetch(pageReads.loanDetails);
    await client.prefetchedIn();
    const { result, frames } = firstRenderOf((signal) => client.call(loanDetails, {}, { signal }));
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((status) => status === 'done')).toBe(true);
    expect(result.current).toMatchObject({ status: 'done', data: { status: 174 } });
    await act(async () => undefined); // its effects ran: nothing more to ask
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('draws a reply in that does not read as its failure, at once, with its retry', async () => {
    const { client, fetch } = clientAnswering(async () =>
      Response.json({ code: 0, data: { orderStatus: 'x' } }),
    );
    client.prefetch(pageReads.loanDetails);
    await client.prefetchedIn();
    const { result, frames } = firstRenderOf((signal) => client.call(loanDetails, {}, { signal }));
    expect(frames[0]).toBe('failed');
    expect(result.current).toMatchObject({ status: 'failed', failure: { kind: 'malformed' } });
    act(() => result.current.retry());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('shows the skeleton while the reply is on its way, and the same request answers it', async () => {
    let answer: () => void = () => undefined;
    const { client, fetch } = clientAnswering(
      () => new Promise<Response>((resolve) => (answer = () => resolve(Response.json(details)))),
    );
    client.prefetch(pageReads.loanDetails);
    const { result, frames } = firstRenderOf((signal) => client.call(loanDetails, {}, { signal }));
    expect(frames[0]).toBe('loading');
    await act(async () => answer());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: { status: 174 } }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('starts the call once as it renders, and the effect takes that call rather than asking again', async () => {
    const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('details'), 5)));
    const { result } = firstRenderOf(load, false);
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 'details' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page that suspends as it opens: the call its dropped render started is cancelled, and one request answers', async () => {
    let answer: () => void = () => undefined;
    const { client, fetch } = clientAnswering(
      () => new Promise<Response>((resolve) => (answer = () => resolve(Response.json(details)))),
    );
    client.prefetch(pageReads.loanDetails);
    let codeIn = false;
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (arrive = () => ((codeIn = true), resolve())));
    function Details() {
      const order = useCall((signal) => client.call(loanDetails, {}, { signal }), 'order-77');
      if (!codeIn) throw code; // its code not in yet: React drops this render and shows the fallback
      return <p>{order.status === 'done' ? `status ${order.data.status}` : 'loading'}</p>;
    }
    openFirstRender();
    render(
      <StrictMode>
        <Suspense fallback={<p>opening</p>}>
          <Details />
        </Suspense>
        <EndFirstRender />
      </StrictMode>,
    );
    expect(screen.getByText('opening')).toBeTruthy();
    expect(isFirstRender()).toBe(false);
    await act(async () => arrive());
    await screen.findByText('loading');
    await act(async () => answer());
    await screen.findByText('status 174');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ends at the first commit: a page opened later asks from its effect, never as it renders', async () => {
    const { unmount } = firstRenderOf(async () => 'first page');
    expect(isFirstRender()).toBe(false);
    unmount();
    const load = vi.fn(async () => 'next page');
    const { result } = renderHook(() => {
      const call = useCall(load, 'next');
      if (call.status === 'loading') expect(load).not.toHaveBeenCalled();
      return call;
    });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 'next page' }));
  });
});
