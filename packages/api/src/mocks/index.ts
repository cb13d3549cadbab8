// @loan-h5/api/mocks: the stateful mock backend (MSW handlers over one in-memory store) that Storybook,
// the tests and the demo app share. Never imported by the production app.
import type { HttpHandler } from 'msw';
import { readRuntimeConfig } from '../config';
import { buildHandlers, emptiableEndpoints } from './handlers';
import { parseScenario, type Scenario } from './scenarios';
import { createMockStore, type MockStore } from './store';

export interface MockOptions {
  /** A scenario string (`orderStatus:174,network-error:loan-details`) or a parsed scenario. */
  scenario?: string | Scenario;
  /** The store to answer from (its seed takes the scenario's state); a fresh one by default. */
  store?: MockStore;
  /** The general client's base segment; by default the runtime configuration's (`/gateway`). */
  generalBase?: string;
}

/** A scenario that cannot be read: names each bad item. */
export class MockScenarioError extends Error {
  override readonly name = 'MockScenarioError';
  constructor(readonly problems: string[]) {
    super(`mock scenario: ${problems.join('; ')}`);
  }
}

/** The scenario with the problems only the handlers know about (an `empty:` of an endpoint without lists). */
export function checkScenario(scenario: string | Scenario): Scenario {
  const parsed = typeof scenario === 'string' ? parseScenario(scenario) : scenario;
  const emptiable = emptiableEndpoints();
  const problems = [...parsed.problems];
  for (const fault of parsed.faults) {
    if (fault.kind === 'empty' && fault.endpoint !== '*' && !emptiable.has(fault.endpoint)) {
      problems.push(`"empty:${fault.endpoint}": ${fault.endpoint} has no list to empty`);
    }
  }
  return { ...parsed, problems };
}

/**
 * The mock backend for one story, test or app start: every endpoint's handler over one store, with the
 * scenario's state seeded into the store and its faults in front. Throws a MockScenarioError for an
 * item it cannot read, so a typo never silently shows the default backend.
 */
export function mockHandlers(options: MockOptions = {}): HttpHandler[] {
  const scenario = checkScenario(options.scenario ?? '');
  if (scenario.problems.length > 0) throw new MockScenarioError(scenario.problems);
  const store = options.store ?? createMockStore();
  if (Object.keys(scenario.state).length > 0) store.reseed(scenario.state);
  return buildHandlers(store, scenario, options.generalBase ?? readRuntimeConfig().generalBase);
}

/** `handlersFor('orderStatus:174', store)`: the same as `mockHandlers({ scenario, store })`. */
export const handlersFor = (scenario: string | Scenario = '', store?: MockStore): HttpHandler[] =>
  mockHandlers({ scenario, store });

/** The store behind the default `handlers`. */
export const defaultStore = createMockStore();

/** The default backend: every endpoint answers normally from `defaultStore`. */
export const handlers: HttpHandler[] = handlersFor('', defaultStore);

export { parseScenario, faultsFor, DEFAULT_SLOW_MS, UNSAFE_URL } from './scenarios';
export {
  chaosStep,
  chaosSchedule,
  mulberry32,
  timeScaleOf,
  DEFAULT_CHAOS_RATE,
  CHAOS_FAILURE_CODE,
  CHAOS_CLIENT_TIMEOUT_MS,
  type ChaosKind,
  type ChaosStep,
  type ChaosSettings,
} from './chaos';
export { effectsOf, type MockEffect, type EffectKind, type ChaosEvent } from './effects';
export type { Scenario, ScenarioState, Fault, FaultKind } from './scenarios';
export {
  createMockStore,
  DEFAULT_SMS_CODE,
  DEFAULT_CAPTCHA_TEXT,
  type MockStore,
  type MockSeed,
  type MarketData,
  type MockCall,
  type MockRepayment,
} from './store';
export { unmockedEndpoints, emptiableEndpoints, mockEndpoints } from './handlers';
export {
  endpointPattern,
  failure,
  MockFailure,
  type MockContext,
  type MockEndpoint,
} from './handlers/define';
export { STATUS_AFTER_PUSH } from './handlers/loan';
export { WRONG_CODE, DUPLICATE } from './handlers/repay';
export {
  WRONG_CAPTCHA,
  ALREADY_REGISTERED,
  REGISTER_WRONG_CAPTCHA,
  WRONG_SMS_CODE,
} from './handlers/promotion';
export { marketOfLang, langOfMarket, type MockMarket } from './market';
export { mockParamOf, scenarioOfPage, apiPrefixes, isApiPath } from './paths';
export {
  logoDataUri,
  MOCK_ASSETS,
  SAMPLE_AGREEMENT_PATH,
  SAMPLE_AGREEMENT_PATH_ID,
  SAMPLE_AGREEMENT_PATHS,
  sampleAgreementPath,
} from './assets';
export * from './fixtures';
