import type { MockMarket } from './market';
import type { MockSeed } from './store';
import type { ServiceContactKind } from './fixtures/complaint';

// The state items of a scenario (the language is written out in scenarios.ts): how the store starts.

const SERVICE_CONTACT_KINDS: readonly ServiceContactKind[] = ['full', 'noPhone', 'noEmail', 'none'];

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

export const isWhole = (s: string) => /^-?\d+$/.test(s);

const flagValue = (value: string | undefined, fallback?: boolean) =>
  value === '1' || value === 'true' || value === 'on'
    ? true
    : value === '0' || value === 'false' || value === 'off'
      ? false
      : value === undefined
        ? fallback
        : undefined;

/**
 * Reads one state item into `state`: `undefined` when it was read, the reason when it could not be, and
 * `false` when `kind` is not a state item at all.
 */
export function readStateItem(
  kind: string,
  rest: readonly string[],
  state: ScenarioState,
): string | undefined | false {
  switch (kind) {
    case 'orderStatus':
    case 'confirmType': {
      const value = rest[0];
      if (value === undefined || !isWhole(value) || rest.length > 1)
        return 'expected a whole number, e.g. orderStatus:174';
      state[kind] = Number(value);
      return undefined;
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
      if (value === undefined || rest.length > 1) return 'expected 0 or 1';
      state[kind] = value;
      return undefined;
    }
    // Customer service (information pages): what get-whatsapp leaves out.
    case 'serviceContact': {
      const value = rest[0];
      if (!SERVICE_CONTACT_KINDS.includes(value as ServiceContactKind) || rest.length > 1)
        return `expected serviceContact:<${SERVICE_CONTACT_KINDS.join('|')}>`;
      state.serviceContact = value as ServiceContactKind;
      return undefined;
    }
    // Chatbot: an empty category, a record type that fails, a low score without the server's message.
    case 'qaEmptyCategory': {
      const value = rest[0];
      if (value === undefined || value === '' || rest.length > 1) return 'expected qaEmptyCategory:<pid>';
      state.qaEmptyCategory = value;
      return undefined;
    }
    case 'qaRecordFails': {
      const value = rest[0];
      if (value === undefined || !/^[1-4]$/.test(value) || rest.length > 1)
        return 'expected qaRecordFails:<1|2|3|4>';
      state.qaRecordFails = Number(value);
      return undefined;
    }
    case 'qaSilentLowScore': {
      const value = flagValue(rest[0], true);
      if (value === undefined || rest.length > 1) return 'expected 0 or 1';
      state.qaSilentLowScore = value;
      return undefined;
    }
    // Complaint form: which upload attempts are refused (1-based, counted over the tab).
    case 'upload-fails': {
      const value = rest[0];
      if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1 || rest.length > 1)
        return 'expected upload-fails:<n>, n from 1';
      state.uploadFails = [...(state.uploadFails ?? []), Number(value)];
      return undefined;
    }
    case 'market': {
      const value = rest[0]?.toUpperCase();
      if ((value !== 'IN' && value !== 'ID') || rest.length > 1) return 'expected market:IN or market:ID';
      state.market = value satisfies MockMarket;
      return undefined;
    }
  }
  return false;
}
