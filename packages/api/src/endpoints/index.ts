import type { ApiClient } from '../client';
import type { BackendEndpoint } from '../endpoint';
import { chatbotCalls, chatbotEndpoints } from './chatbot';
import { complaintCalls, complaintEndpoints } from './complaint';
import { loanCalls, loanEndpoints } from './loan';
import { promotionCalls, promotionEndpoints } from './promotion';
import { repayCalls, repayEndpoints } from './repay';

/**
 * Every endpoint of the backend, by name: the mock backend, the fault matrix and the contract
 * (packages/api/contract/openapi.json, `npm run contract`) are generated from it.
 */
export const endpoints = {
  ...loanEndpoints,
  ...complaintEndpoints,
  ...chatbotEndpoints,
  ...promotionEndpoints,
  ...repayEndpoints,
} satisfies Record<string, BackendEndpoint>;

export type EndpointName = keyof typeof endpoints;

/** The typed API: one function per call, bound to a client. */
export function createApi(client: ApiClient) {
  return {
    ...loanCalls(client),
    ...complaintCalls(client),
    ...chatbotCalls(client),
    ...promotionCalls(client),
    ...repayCalls(client),
  };
}
export type Api = ReturnType<typeof createApi>;
