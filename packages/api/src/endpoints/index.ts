import type { ApiClient } from '../client';
import type { Endpoint } from '../endpoint';
import { loanCalls, loanEndpoints } from './loan';
import { repayCalls, repayEndpoints } from './repay';

/** Every endpoint of the backend, by name: the mock backend and the fault matrix are generated from it. */
export const endpoints = {
  ...loanEndpoints,
  ...repayEndpoints,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The typed API: one function per call, bound to a client. */
export function createApi(client: ApiClient) {
  return {
    ...loanCalls(client),
    ...repayCalls(client),
  };
}
export type Api = ReturnType<typeof createApi>;
