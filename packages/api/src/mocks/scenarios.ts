import { endpoints } from '../endpoints';
import type { Endpoint } from '../endpoint';
import { readChaosItem, readTimeScaleItem, type ChaosSettings } from './chaos';
import { FAULT_KINDS, readFaultItem, type Fault, type FaultKind } from './scenarioFaults';
import { readStateItem, type ScenarioState } from './scenarioState';

export { DEFAULT_SLOW_MS, faultsFor, type Fault, type FaultKind } from './scenarioFaults';
export type { ScenarioState } from './scenarioState';

/**
 * A scenario picks what the mock backend does, written as one short string so it fits a story's
 * parameters, a test and the demo app's URL (`?mock=orderStatus:174,slow:loan-details`). In the demo app
 * it lasts for the tab: the next pages of a flow (a test-page link, the server's lendDetailsUrl) carry no
 * `mock` and go on with it and its state; a page naming another scenario (`?mock=` alone: none) starts over.
 *
 *   scenario := item ("," item)*
 *
 * State (how the store starts):
 *   orderStatus:<n>            every order has status n (21, 151, 110, 170, 174, 180, 200, 3, 4, 5 ...),
 *                              also the one a confirmed loan leads to (without it: 21, under review)
 *   isDelay:<0|1>              every order hides / shows the extension link (a confirmed one too)
 *   isScore:<0|1>              every order does not ask / asks for a rating (a confirmed one too)
 *   confirmType:<n>            loan confirmation type (1 = `details`, others `detail1`/`detail2`)
 *   agreementPopup[:<0|1>]     loan confirmation opens the agreement pop-up
 *   needValid:<0|1>            a card repayment asks (1, default) or does not ask (0) for an SMS code
 *   market:<IN|ID>             market answered when a request carries no `lang`
 *   unsafeUrls[:<0|1>]         every address the server gives is `javascript:alert(1)` (UNSAFE_URL):
 *                              lendDetailsUrl, h5Url, contract_url, popAgreementUrl (when there is one),
 *                              the product/apply and joint-jump url, the repayment redirect, downloadUrl
 *   serviceContact:<full|noPhone|noEmail|none>
 *                              customer service's contact (get-whatsapp) without its phone, e-mail or both
 *   upload-fails:<n>           (complaint form) the n-th complaint photo upload of the tab is refused once
 *                              (code 01, "upload failed"); the next attempt of that photo succeeds.
 *                              Repeatable: `upload-fails:2,upload-fails:3`
 *   complaintReply[:<0|1>]     (complaints) a complaint filed is answered at once: resolved (with the
 *                              service's reply, no images) and it asks for a rating (isScore 1)
 *   qaEmptyCategory:<pid>      (chatbot) that category's answer list comes back empty
 *   qaRecordFails:<type>       (chatbot) qa-record of that type (1 human, 2 helpful, 3 stars, 4 text) fails
 *                              with the server's "busy" code and message; other types succeed
 *   qaSilentLowScore[:<0|1>]   (chatbot) a star score under 4 comes back without the server's message
 *
 * Faults (how one endpoint answers; <endpoint> is its name from the table, e.g. `loan-details`, or its
 * key, e.g. `loanDetails`; `*` or nothing means every endpoint):
 *   network-error[:<endpoint>]                 the connection fails
 *   server-error[:<endpoint>]                  HTTP 500
 *   code:<endpoint>:<code>[:<message>]         the envelope carries a failure code and a message
 *                                              (`English|Indonesian`: the market's part of it)
 *   malformed[:<endpoint>]                     the body is not JSON (an HTML error page)
 *   slow[:<endpoint>[:<ms>]]                   the reply comes after ms (default 3000), otherwise normal
 *   empty[:<endpoint>]                         lists come back empty
 *   lost-reply[:<endpoint>[:<count>]]          (card repayment) the server does the work, then its reply
 *                                              is lost on the way (the connection drops) — the first
 *                                              <count> times (default 1); later requests are answered
 *
 * Seeded fault schedules (chaos.ts):
 *   chaos:<seed>[:<rate>]      each request (every endpoint) gets, from the seed, the endpoint and its count,
 *                              either a normal reply or (with probability rate, default 0.3) one fault:
 *                              latency 0–8 s or past the client's timeout, a network failure, HTTP 500/502
 *                              with an HTML page, a failure code with a message, a cut-off body, a lost
 *                              reply (work done, connection dropped), a late reply (work done, the reply
 *                              after the client gave up). The same seed gives the same schedule.
 *   noIdempotencyKey:<endpoint>  a deliberately broken build: the backend never sees that endpoint's
 *                              Idempotency-Key, as if the app forgot to send it (the chaos runner's own
 *                              test must catch the double effects this lets through)
 *   timeScale:<factor>         every delay of the mock (slow, chaos) times factor (0 < factor ≤ 1); the
 *                              demo app's client timeout too (60 s × 0.1 = 6 s): the same faults in the
 *                              same order, faster
 *
 * `slow` and `lost-reply` combine with any other item for the same endpoint; otherwise the first matching
 * fault wins.
 *
 * Promotion sign-up (every scenario): the picture code is always DEFAULT_CAPTCHA_TEXT (`K7PX`, any case) and
 * the SMS code DEFAULT_SMS_CODE (`123456`), so stories and journeys can read them; 9876543210 (India) and
 * 081234567890 (Indonesia) are registered already (code 11, a number becomes so once it registers); a wrong
 * picture code answers 101 on get-sms and -1 on register. Other codes: `code:promotion-register:<code>`.
 *
 * Idempotency (every scenario): a request with an `Idempotency-Key` the backend has answered before gets
 * that first answer again, without doing the work again (no second charge, no second card). With
 * `lost-reply` this is how "Check again" learns what happened to a payment whose reply was lost.
 */

export interface Scenario {
  state: ScenarioState;
  faults: Fault[];
  /** `chaos:<seed>[:<rate>]`: a seeded fault schedule over every endpoint. */
  chaos?: ChaosSettings;
  /** `timeScale:<factor>`: every mock delay (and the demo app's client timeout) times this. */
  timeScale?: number;
  /** `noIdempotencyKey:<endpoint>`: endpoints whose Idempotency-Key the backend ignores (a broken build). */
  noIdempotencyKey?: string[];
  /** Items that could not be read, each with the reason; the rest of the scenario still applies. */
  problems: string[];
}

/** What every server-given address is under `unsafeUrls`: the app must refuse to open it. */
export const UNSAFE_URL = 'javascript:alert(1)';

/** Names and keys of the endpoint table, both leading to the endpoint's name. */
export function endpointLookup(table: Record<string, Pick<Endpoint, 'name'>> = endpoints) {
  const byAnyName = new Map<string, string>();
  for (const [key, ep] of Object.entries(table)) {
    byAnyName.set(ep.name, ep.name);
    byAnyName.set(key, ep.name);
  }
  return byAnyName;
}

/** Reads a scenario string. Pure: the same text (and table) always gives the same scenario. */
export function parseScenario(
  text: string | null | undefined,
  lookup: ReadonlyMap<string, string> = endpointLookup(),
): Scenario {
  const scenario: Scenario = { state: {}, faults: [], problems: [] };
  const items = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

  for (const item of items) {
    const parts = item.split(':');
    const [kind = '', ...rest] = parts.map((s) => s.trim());
    const problem = (why: string) => scenario.problems.push(`"${item}": ${why}`);

    const stateProblem = readStateItem(kind, rest, scenario.state);
    if (stateProblem !== false) {
      if (stateProblem) problem(stateProblem);
      continue;
    }
    if (kind === 'noIdempotencyKey') {
      const target = rest.length === 1 && rest[0] ? lookup.get(rest[0]) : undefined;
      if (target === undefined) problem('expected noIdempotencyKey:<endpoint>');
      else scenario.noIdempotencyKey = [...(scenario.noIdempotencyKey ?? []), target];
      continue;
    }
    if (kind === 'chaos' || kind === 'timeScale') {
      const value = kind === 'chaos' ? readChaosItem(rest) : readTimeScaleItem(rest);
      if (typeof value === 'string') problem(value);
      else if (typeof value === 'number') scenario.timeScale = value;
      else scenario.chaos = value;
      continue;
    }
    if (!FAULT_KINDS.includes(kind as FaultKind)) {
      problem(`unknown kind "${kind}"`);
      continue;
    }
    const target = rest[0] === undefined || rest[0] === '' || rest[0] === '*' ? '*' : lookup.get(rest[0]);
    if (target === undefined) {
      problem(`unknown endpoint "${rest[0]}"`);
      continue;
    }
    const fault = readFaultItem(kind as FaultKind, parts, target);
    if (typeof fault === 'string') problem(fault);
    else scenario.faults.push(fault);
  }
  return scenario;
}
