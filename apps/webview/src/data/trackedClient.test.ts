import { describe, expect, it } from 'vitest';
import { NetworkError, type ApiClient } from '@loan-h5/api';
import { createActivity } from './activity';
import { markPageLoad, unwaitedCall } from './pageLoad';
import { trackedClient } from './trackedClient';

const fakeClient = (result: () => Promise<unknown>): ApiClient =>
  ({ page: { common: {}, ids: {}, headers: {} }, url: () => '', call: result }) as unknown as ApiClient;

describe('trackedClient', () => {
  it('counts a call while it runs and passes its answer through', async () => {
    const activity = createActivity();
    const client = trackedClient(
      fakeClient(async () => 'details'),
      activity,
    );
    const pending = client.call({} as never);
    expect(activity.count()).toBe(1);
    await expect(pending).resolves.toBe('details');
    expect(activity.count()).toBe(0);
  });

  it('ends the count when the call fails, and passes the typed error through', async () => {
    const activity = createActivity();
    const client = trackedClient(
      fakeClient(() => Promise.reject(new NetworkError('loan-details'))),
      activity,
    );
    await expect(client.call({} as never)).rejects.toBeInstanceOf(NetworkError);
    expect(activity.count()).toBe(0);
  });

  it("leaves a page's data load uncounted (the page shows its skeleton) and passes its answer through", async () => {
    const activity = createActivity();
    const client = trackedClient(
      fakeClient(async () => 'details'),
      activity,
    );
    const signal = markPageLoad(new AbortController().signal);
    const pending = client.call({} as never, {}, { signal });
    expect(activity.count()).toBe(0);
    await expect(pending).resolves.toBe('details');
  });

  it('leaves a call nobody waits for (a count) uncounted, however long it runs', () => {
    const activity = createActivity();
    const client = trackedClient(
      fakeClient(() => new Promise(() => {})),
      activity,
    );
    void client.call({} as never, {}, { signal: unwaitedCall() });
    expect(activity.count()).toBe(0);
  });

  it('still counts a call that brings a signal of its own (a tap that can be cancelled)', () => {
    const activity = createActivity();
    const client = trackedClient(
      fakeClient(() => new Promise(() => {})),
      activity,
    );
    void client.call({} as never, {}, { signal: new AbortController().signal });
    expect(activity.count()).toBe(1);
  });
});
