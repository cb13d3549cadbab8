import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, NetworkError } from '@loan-h5/api';
import { isPageLoad } from './pageLoad';
import { useCall } from './useCall';

describe('useCall', () => {
  it('goes from loading to the data', async () => {
    const { result } = renderHook(() => useCall(async () => 'details', 'order-1'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 'details' }));
  });

  it('describes a failure and loads again on retry', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new NetworkError('loan-details'))
      .mockResolvedValueOnce('details');
    const { result } = renderHook(() => useCall(load, 'order-1'));
    await waitFor(() =>
      expect(result.current).toMatchObject({
        status: 'failed',
        failure: { kind: 'network', messageKey: 'error.network' },
      }),
    );
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 'details' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps the server's message", async () => {
    const { result } = renderHook(() =>
      useCall(() => Promise.reject(new ApiError('x', 1001, 'Order closed')), 'k'),
    );
    await waitFor(() =>
      expect(result.current).toMatchObject({
        status: 'failed',
        failure: { kind: 'server', message: 'Order closed' },
      }),
    );
  });

  it("gives its load a signal marked as the page's data (no app-wide mask for these calls)", async () => {
    const signals: AbortSignal[] = [];
    const { result } = renderHook(() =>
      useCall(async (signal) => {
        signals.push(signal);
        return 'details';
      }, 'order-1'),
    );
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every(isPageLoad)).toBe(true);
  });

  it('cancels the call when the page goes away, and ignores its late answer', async () => {
    let signal: AbortSignal | undefined;
    let resolve: (v: string) => void = () => {};
    const { unmount } = renderHook(() =>
      useCall((s) => {
        signal = s;
        return new Promise<string>((r) => (resolve = r));
      }, 'k'),
    );
    unmount();
    expect(signal?.aborted).toBe(true);
    resolve('late');
  });

  it('fetches again when the key changes, dropping the older answer', async () => {
    const answers: Record<string, (v: string) => void> = {};
    const { result, rerender } = renderHook(
      ({ id }) => useCall(() => new Promise<string>((r) => (answers[id] = r)), id),
      {
        initialProps: { id: 'a' },
      },
    );
    rerender({ id: 'b' });
    await act(async () => answers.b!('order b'));
    await act(async () => answers.a!('order a'));
    expect(result.current).toMatchObject({ status: 'done', data: 'order b' });
  });
});
