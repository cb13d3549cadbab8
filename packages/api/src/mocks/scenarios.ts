import { endpoints } from '../endpoints';
import type { Endpoint } from '../endpoint';
import type { MockMarket } from './market';
import type { MockSeed } from './store';
import type { ServiceContactKind } from './fixtures/complaint';
import { readChaosItem, readTimeScaleItem, type ChaosSettings } from './chaos';

const SERVICE_CONTACT_KINDS: readonly ServiceContactKind[] = ['full', 'noPhone', 'noEmail', 'none'];

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

export type FaultKind =
  'network-error' | 'server-error' | 'code' | 'malformed' | 'slow' | 'empty' | 'lost-reply';

export interface Fault {
  kind: FaultKind;
  /** An endpoint name from the table, or `*` for every endpoint. */
  endpoint: string;
  /** `code`: the failure code (a number when written as one, else text such as '01'). */
  code?: string | number;
  /** `code`: the server message ('' = the mock's default message). */
  message?: string;
  /** `slow`: how long the reply waits. */
  delayMs?: number;
  /** `lost-reply`: how many replies are lost before one gets through. */
  count?: number;
}

export type ScenarioState = Pick<
  MockSeed,
  | 'orderStatus'
  | 'isDelay'
  | 'isScore'
  | 'confirmType'
  | 'agreementPopup'
  | 'needValid'
  | 'market'
  | 'unsafeUrls'
  | 'serviceContact'
  | 'qaEmptyCategory'
  | 'qaRecordFails'
  | 'qaSilentLowScore'
  | 'uploadFails'
  | 'complaintReply'
>;

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

export const DEFAULT_SLOW_MS = 3000;

/** What every server-given address is under `unsafeUrls`: the app must refuse to open it. */
export const UNSAFE_URL = 'javascript:alert(1)';

const FAULT_KINDS: readonly FaultKind[] = [
  'network-error',
  'server-error',
  'code',
  'malformed',
  'slow',
  'empty',
  'lost-reply',
];

/** Names and keys of the endpoint table, both leading to the endpoint's name. */
export function endpointLookup(table: Record<string, Pick<Endpoint, 'name'>> = endpoints) {
  const byAnyName = new Map<string, string>();
  for (const [key, ep] of Object.entries(table)) {
    byAnyName.set(ep.name, ep.name);
    byAnyName.set(key, ep.name);
  }
  return byAnyName;
}

const isWhole = (s: string) => /^-?\d+$/.test(s);

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
    const flagValue = (value: string | undefined, fallback?: boolean) =>
      value === '1' || value === 'true' || value === 'on'
        ? true
        : value === '0' || value === 'false' || value === 'off'
          ? false
          : value === undefined
            ? fallback
            : undefined;

    switch (kind) {
      case 'orderStatus':
      case 'confirmType': {
        const value = rest[0];
        if (value === undefined || !isWhole(value) || rest.length > 1) {
          problem('expected a whole number, e.g. orderStatus:174');
        } else scenario.state[kind] = Number(value);
        continue;
      }
      case 'isDelay':
      case 'isScore':
      case 'needValid':
      case 'agreementPopup':
      case 'unsafeUrls':
      case 'complaintReply': {
        const value = flagValue(
          rest[0],
          kind === 'agreementPopup' || kind === 'unsafeUrls' || kind === 'complaintReply' ? true : undefined,
        );
        if (value === undefined || rest.length > 1) problem('expected 0 or 1');
        else scenario.state[kind] = value;
        continue;
      }
      // Customer service (information pages): what get-whatsapp leaves out.
      case 'serviceContact': {
        const value = rest[0];
        if (!SERVICE_CONTACT_KINDS.includes(value as ServiceContactKind) || rest.length > 1)
          problem(`expected serviceContact:<${SERVICE_CONTACT_KINDS.join('|')}>`);
        else scenario.state.serviceContact = value as ServiceContactKind;
        continue;
      }
      // Chatbot: an empty category, a record type that fails, a low score without the server's message.
      case 'qaEmptyCategory': {
        const value = rest[0];
        if (value === undefined || value === '' || rest.length > 1) problem('expected qaEmptyCategory:<pid>');
        else scenario.state.qaEmptyCategory = value;
        continue;
      }
      case 'qaRecordFails': {
        const value = rest[0];
        if (value === undefined || !/^[1-4]$/.test(value) || rest.length > 1)
          problem('expected qaRecordFails:<1|2|3|4>');
        else scenario.state.qaRecordFails = Number(value);
        continue;
      }
      case 'qaSilentLowScore': {
        const value = flagValue(rest[0], true);
        if (value === undefined || rest.length > 1) problem('expected 0 or 1');
        else scenario.state.qaSilentLowScore = value;
        continue;
      }
      // Complaint form: which upload attempts are refused (1-based, counted over the tab).
      case 'upload-fails': {
        const value = rest[0];
        if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1 || rest.length > 1)
          problem('expected upload-fails:<n>, n from 1');
        else scenario.state.uploadFails = [...(scenario.state.uploadFails ?? []), Number(value)];
        continue;
      }
      case 'market': {
        const value = rest[0]?.toUpperCase();
        if ((value !== 'IN' && value !== 'ID') || rest.length > 1) problem('expected market:IN or market:ID');
        else scenario.state.market = value satisfies MockMarket;
        continue;
      }
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
    const faultKind = kind as FaultKind;
    const target = rest[0] === undefined || rest[0] === '' || rest[0] === '*' ? '*' : lookup.get(rest[0]);
    if (target === undefined) {
      problem(`unknown endpoint "${rest[0]}"`);
      continue;
    }
    const args = rest.slice(1);

    if (faultKind === 'code') {
      const code = args[0];
      if (rest[0] === undefined || code === undefined || code === '') {
        problem('expected code:<endpoint>:<code>[:<message>]');
        continue;
      }
      scenario.faults.push({
        kind: 'code',
        endpoint: target,
        // Codes like '01' keep their text; 1001 or -1 are numbers, as the backend sends them.
        code: isWhole(code) && !/^-?0\d/.test(code) ? Number(code) : code,
        // The message is everything after the code, colons included.
        message: parts.slice(3).join(':').trim(),
      });
      continue;
    }
    if (faultKind === 'slow') {
      const ms = args[0];
      if (ms !== undefined && (!isWhole(ms) || Number(ms) < 0 || args.length > 1)) {
        problem('expected slow:<endpoint>:<milliseconds>');
        continue;
      }
      scenario.faults.push({
        kind: 'slow',
        endpoint: target,
        delayMs: ms === undefined ? DEFAULT_SLOW_MS : Number(ms),
      });
      continue;
    }
    if (faultKind === 'lost-reply') {
      const count = args[0];
      if (count !== undefined && (!/^\d+$/.test(count) || Number(count) < 1 || args.length > 1)) {
        problem('expected lost-reply:<endpoint>[:<count of 1 or more>]');
        continue;
      }
      scenario.faults.push({ kind: 'lost-reply', endpoint: target, count: count ? Number(count) : 1 });
      continue;
    }
    if (args.length > 0) {
      problem(`expected ${faultKind}:<endpoint>`);
      continue;
    }
    scenario.faults.push({ kind: faultKind, endpoint: target });
  }
  return scenario;
}

/**
 * The faults that apply to one endpoint: its delay, the first fault that decides the reply, and whether
 * replies are lost after the work is done (`lost`).
 */
export function faultsFor(scenario: Pick<Scenario, 'faults'>, endpointName: string) {
  const mine = scenario.faults.filter((f) => f.endpoint === endpointName || f.endpoint === '*');
  const slow = mine.find((f) => f.kind === 'slow');
  const reply = mine.find((f) => f.kind !== 'slow' && f.kind !== 'lost-reply');
  const lost = mine.find((f) => f.kind === 'lost-reply');
  return { delayMs: slow?.delayMs ?? 0, reply, lost };
}
