// `chaos:<seed>[:<rate>]`: a seeded fault schedule. The same seed gives the same faults in the same order;
// each fault reaches the client as what it is (a timeout, a network failure, a server page, a code ...).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient } from '../client';
import { readPageContext } from '../commonParams';
import { endpoints } from '../endpoints';

const { loanDetails, loanPush } = endpoints;
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from '../errors';
import {
  CHAOS_CLIENT_TIMEOUT_MS,
  CHAOS_FAILURE_CODE,
  chaosSchedule,
  chaosStep,
  readChaosItem,
  timeScaleOf,
  type ChaosKind,
} from './chaos';
import { createMockStore, handlersFor, parseScenario } from './index';

const config = { apiOrigin: 'https://api.test', generalBase: '/gateway' };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('chaos schedule', () => {
  it('is the same for the same seed, and differs between seeds', () => {
    const a = chaosSchedule({ seed: 42, rate: 0.3 }, 'repayment-confirm', 50);
    expect(chaosSchedule({ seed: 42, rate: 0.3 }, 'repayment-confirm', 50)).toEqual(a);
    expect(chaosSchedule({ seed: 43, rate: 0.3 }, 'repayment-confirm', 50)).not.toEqual(a);
    // Each endpoint has its own schedule: calls to one never shift another's.
    expect(chaosSchedule({ seed: 42, rate: 0.3 }, 'loan-detail-push', 50)).not.toEqual(a);
  });

  it('faults about `rate` of the requests, with every kind of the menu', () => {
    const steps = Array.from({ length: 200 }, (_, seed) =>
      chaosSchedule({ seed, rate: 0.3 }, 'problem-save', 20),
    ).flat();
    const faulted = steps.filter((s) => s.kind !== 'normal');
    expect(faulted.length / steps.length).toBeGreaterThan(0.27);
    expect(faulted.length / steps.length).toBeLessThan(0.33);
    const kinds = new Set(faulted.map((s) => s.kind));
    expect([...kinds].sort()).toEqual(
      (
        ['code', 'http-error', 'late', 'latency', 'lost', 'malformed', 'network'] satisfies ChaosKind[]
      ).sort(),
    );
    expect(chaosSchedule({ seed: 1, rate: 0 }, 'problem-save', 100).every((s) => s.kind === 'normal')).toBe(
      true,
    );
    expect(chaosSchedule({ seed: 1, rate: 1 }, 'problem-save', 100).some((s) => s.kind === 'normal')).toBe(
      false,
    );
  });

  it('latencies are 0–8 s, a few past the client timeout; late replies always outlast it; 500 and 502', () => {
    const steps = Array.from({ length: 300 }, (_, seed) => chaosSchedule({ seed, rate: 1 }, 'x', 10)).flat();
    const latencies = steps.filter((s) => s.kind === 'latency').map((s) => s.delayMs!);
    const short = latencies.filter((ms) => ms <= 8000);
    const past = latencies.filter((ms) => ms > CHAOS_CLIENT_TIMEOUT_MS);
    expect(short.length + past.length).toBe(latencies.length);
    expect(past.length).toBeGreaterThan(0);
    expect(past.length).toBeLessThan(short.length / 4);
    expect(past.every((ms) => ms <= CHAOS_CLIENT_TIMEOUT_MS + 8000)).toBe(true);
    const late = steps.filter((s) => s.kind === 'late').map((s) => s.delayMs!);
    expect(late.every((ms) => ms > CHAOS_CLIENT_TIMEOUT_MS && ms <= CHAOS_CLIENT_TIMEOUT_MS + 8000)).toBe(
      true,
    );
    const statuses = new Set(steps.filter((s) => s.kind === 'http-error').map((s) => s.status));
    expect([...statuses].sort()).toEqual([500, 502]);
  });

  it('reads chaos:<seed>[:<rate>] and timeScale:<factor>, naming bad items', () => {
    expect(parseScenario('chaos:42:0.3')).toMatchObject({ chaos: { seed: 42, rate: 0.3 }, problems: [] });
    expect(parseScenario('chaos:7,timeScale:0.1')).toMatchObject({
      chaos: { seed: 7, rate: 0.3 },
      timeScale: 0.1,
      problems: [],
    });
    expect(readChaosItem(['x'])).toMatch(/expected chaos/);
    expect(parseScenario('chaos').problems).toHaveLength(1);
    expect(parseScenario('chaos:1:2').problems).toHaveLength(1);
    expect(parseScenario('timeScale:0').problems).toHaveLength(1);
    expect(parseScenario('timeScale:2').problems).toHaveLength(1);
    expect(parseScenario('noIdempotencyKey:problemSave').noIdempotencyKey).toEqual(['problem-save']);
    expect(parseScenario('noIdempotencyKey:nowhere').problems).toHaveLength(1);
    expect(timeScaleOf('orderStatus:174,timeScale:0.05')).toBe(0.05);
    expect(timeScaleOf('orderStatus:174')).toBe(1);
  });
});

describe('chaos through the mock backend and the real client', () => {
  // 60 s × 0.001 = 60 ms of client timeout; latencies of up to 8 s become up to 8 ms.
  const SCALE = 0.001;
  const client = () =>
    createApiClient({
      config,
      page: readPageContext('?dId=d&tok=t'),
      timeoutMs: () => CHAOS_CLIENT_TIMEOUT_MS * SCALE * 0.5,
    });

  /** What the client makes of each of the first `count` loan-details reads under a seed. */
  async function outcomes(seed: number, count: number) {
    const store = createMockStore();
    server.resetHandlers(...handlersFor(`chaos:${seed}:0.6,timeScale:${SCALE}`, store));
    const api = client();
    const seen: string[] = [];
    for (let i = 0; i < count; i++) {
      try {
        await api.call(loanDetails, { orderId: 10001, productId: 1 });
        seen.push('ok');
      } catch (error) {
        if (error instanceof TimeoutError) seen.push('timeout');
        else if (error instanceof NetworkError) seen.push('network');
        else if (error instanceof MalformedResponseError) seen.push('malformed');
        else if (error instanceof ApiError) seen.push(`api ${String(error.code)}`);
        else throw error;
      }
    }
    return { seen, store };
  }

  it('each step reaches the client as what it is, in the schedule’s order; the same seed twice alike', async () => {
    const seed = 5;
    const { seen, store } = await outcomes(seed, 24);
    const expected = chaosSchedule({ seed, rate: 0.6 }, 'loan-details', 24).map((step) => {
      switch (step.kind) {
        case 'normal':
          return 'ok';
        case 'latency':
          return step.delayMs! > CHAOS_CLIENT_TIMEOUT_MS ? 'timeout' : 'ok';
        case 'late':
          return 'timeout';
        case 'network':
        case 'lost':
          return 'network';
        case 'http-error':
          return `api ${step.status}`;
        case 'code':
          return `api ${CHAOS_FAILURE_CODE}`;
        case 'malformed':
          return 'malformed';
      }
    });
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBeGreaterThan(3);
    // The log names every fault it gave, with the request's place in the endpoint's schedule.
    expect(store.data.chaosLog.map((e) => e.nth)).toEqual(
      expected.flatMap((_, n) =>
        chaosStep({ seed, rate: 0.6 }, 'loan-details', n).kind === 'normal' ? [] : [n],
      ),
    );
    expect((await outcomes(seed, 24)).seen).toEqual(seen);
  });

  it('a lost or late reply has done the work: the retry with its key gets the first answer, one push', async () => {
    // Find a seed whose first push is lost and one whose first push is late.
    for (const kind of ['lost', 'late'] as const) {
      const seed = Array.from({ length: 500 }, (_, s) => s).find(
        (s) => chaosStep({ seed: s, rate: 0.3 }, 'loan-detail-push', 0).kind === kind,
      )!;
      const store = createMockStore();
      server.resetHandlers(...handlersFor(`chaos:${seed},timeScale:${SCALE}`, store));
      const api = client();
      const payload = { productId: 1, amount: 5000, periods: 7 };
      await expect(api.call(loanPush, payload)).rejects.toBeInstanceOf(
        kind === 'lost' ? NetworkError : TimeoutError,
      );
      expect(store.data.effects.map((e) => e.kind)).toEqual(['loan-push']);
      // The borrower taps again: the same intent, the same key (retries until the schedule lets one through).
      let pushed;
      for (let i = 0; i < 10 && !pushed; i++)
        pushed = await api.call(loanPush, payload).catch(() => undefined);
      expect(pushed?.lendDetailsUrl).toMatch(/\/loanDetails\?orderId=\d+/);
      expect(store.data.effects.map((e) => e.kind)).toEqual(['loan-push']);
      const keys = new Set(
        store.calls.filter((c) => c.endpoint === 'loan-detail-push').map((c) => c.idempotencyKey),
      );
      expect(keys.size).toBe(1);
    }
  });
});
