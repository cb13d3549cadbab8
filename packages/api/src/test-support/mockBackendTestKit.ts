import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient } from '../client';
import { readPageContext } from '../commonParams';
import { createApi } from '../endpoints';
import { ApiError } from '../errors';
import { createMockStore, handlersFor, type MockStore } from '../mocks';

/**
 * What the stateful mock backend tests share: an MSW server that fails on any unhandled request (started,
 * reset and closed around the file's tests) and fresh backends on it. Call it once at the top level of a
 * test file.
 */
export function mockBackendTestKit() {
  const config = { apiOrigin: 'https://api.test', generalBase: '/gateway' };
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  /** A fresh backend (with a scenario) and the typed API a page container uses. */
  function backend(scenario = '', store: MockStore = createMockStore()) {
    server.use(...handlersFor(scenario, store));
    const client = createApiClient({ config, page: readPageContext('?dId=dev-1&tok=t0k') });
    return { store, api: createApi(client) };
  }

  return { config, backend };
}

/** The ApiError a call fails with (the test fails if the call succeeds). */
export const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );
