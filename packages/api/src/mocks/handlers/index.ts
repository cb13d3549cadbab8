import type { HttpHandler } from 'msw';
import type { Endpoint } from '../../endpoint';
import { endpoints, type EndpointName } from '../../endpoints';
import type { Scenario } from '../scenarios';
import type { MockStore } from '../store';
import { mockHandler, type MockEndpoint } from './define';
import { chatbotMocks } from './chatbot';
import { complaintMocks } from './complaint';
import { loanMocks } from './loan';
import { captchaHandler, promotionMocks } from './promotion';
import { repayMocks } from './repay';

/** The mock of every endpoint in the table, by its key there. */
export const mockEndpoints: Partial<Record<EndpointName, MockEndpoint>> = {
  ...loanMocks,
  ...repayMocks,
  ...complaintMocks,
  ...chatbotMocks,
  ...promotionMocks,
};

/** Endpoints of the table the mock backend does not answer yet (a test keeps this empty). */
export const unmockedEndpoints = (): string[] =>
  (Object.keys(endpoints) as EndpointName[])
    .filter((key) => !mockEndpoints[key])
    .map((key) => endpoints[key].name);

/** Names of the endpoints that have an empty form (`empty:<endpoint>`). */
export const emptiableEndpoints = (): Set<string> =>
  new Set(
    (Object.keys(endpoints) as EndpointName[])
      .filter((key) => mockEndpoints[key]?.empty)
      .map((key) => endpoints[key].name),
  );

/** One handler per mocked endpoint, over `store`, with the scenario's faults; and the captcha image. */
export function buildHandlers(
  store: MockStore,
  scenario: Pick<Scenario, 'faults' | 'chaos' | 'timeScale' | 'noIdempotencyKey'>,
  generalBase: string,
): HttpHandler[] {
  const answered = (Object.keys(endpoints) as EndpointName[]).flatMap((key) => {
    const mock = mockEndpoints[key];
    const endpoint: Endpoint = endpoints[key];
    return mock ? [mockHandler(endpoint, mock, store, scenario, generalBase)] : [];
  });
  return [...answered, captchaHandler(store)];
}
