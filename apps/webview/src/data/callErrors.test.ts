import { describe, expect, it, vi } from 'vitest';
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from '@loan-h5/api';
import { describeCallFailure, isOfflineFailure, toastCallFailure } from './callErrors';

describe('what the borrower is told about a failed call', () => {
  it.each([
    [new ApiError('loan-details', 1001, 'Order not found'), { kind: 'server', message: 'Order not found' }],
    [new ApiError('loan-details', 500, '', 500), { kind: 'malformed', messageKey: 'error.server' }],
    [new NetworkError('loan-details'), { kind: 'network', messageKey: 'error.network' }],
    [new TimeoutError('loan-details', 60000), { kind: 'timeout', messageKey: 'error.timeout' }],
    [new TimeoutError('loan-details', 60000, true), { kind: 'cancelled' }],
    [
      new MalformedResponseError('loan-details', 'data.orderStatus', 'expected a number'),
      { kind: 'malformed', messageKey: 'error.server' },
    ],
    [new Error('bug'), { kind: 'malformed', messageKey: 'error.server' }],
  ])('%s', (error, expected) => {
    expect(describeCallFailure(error)).toEqual(expected);
  });

  it("shows the server's message for 2 s, as given", () => {
    const show = vi.fn();
    toastCallFailure(new ApiError('x', 1, '<b>Limit reached</b>'), (k) => k, show);
    expect(show).toHaveBeenCalledWith('<b>Limit reached</b>', { duration: 2000 });
  });

  it('shows our own words for a network failure, and nothing when the page cancelled', () => {
    const show = vi.fn();
    toastCallFailure(new NetworkError('x'), (k) => `text:${k}`, show);
    toastCallFailure(new TimeoutError('x', 1, true), (k) => k, show);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith('text:error.network', { duration: 2000 });
  });
});

describe('isOfflineFailure: "no connection" rather than "something failed"', () => {
  it.each([
    [{ kind: 'network', messageKey: 'error.network' }, true],
    [{ kind: 'timeout', messageKey: 'error.timeout' }, true],
    [{ kind: 'malformed', messageKey: 'error.server' }, false],
    [{ kind: 'server', message: 'Order closed' }, false],
    [{ kind: 'cancelled' }, false],
  ] as const)('%j → %s', (failure, offline) => {
    expect(isOfflineFailure(failure)).toBe(offline);
  });
});
