import { isWhole } from './scenarioState';

// The fault items of a scenario (the language is written out in scenarios.ts): how one endpoint answers.

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

export const DEFAULT_SLOW_MS = 3000;

export const FAULT_KINDS: readonly FaultKind[] = [
  'network-error',
  'server-error',
  'code',
  'malformed',
  'slow',
  'empty',
  'lost-reply',
];

/**
 * Reads one fault item (`kind` is one of FAULT_KINDS, `parts` the item split at its colons, `target` the
 * endpoint it names): the fault, or why it cannot be read.
 */
export function readFaultItem(kind: FaultKind, parts: readonly string[], target: string): Fault | string {
  const rest = parts.slice(1).map((s) => s.trim());
  const args = rest.slice(1);
  if (kind === 'code') {
    const code = args[0];
    if (rest[0] === undefined || code === undefined || code === '')
      return 'expected code:<endpoint>:<code>[:<message>]';
    return {
      kind: 'code',
      endpoint: target,
      // Codes like '01' keep their text; 1001 or -1 are numbers, as the backend sends them.
      code: isWhole(code) && !/^-?0\d/.test(code) ? Number(code) : code,
      // The message is everything after the code, colons included.
      message: parts.slice(3).join(':').trim(),
    };
  }
  if (kind === 'slow') {
    const ms = args[0];
    if (ms !== undefined && (!isWhole(ms) || Number(ms) < 0 || args.length > 1))
      return 'expected slow:<endpoint>:<milliseconds>';
    return { kind: 'slow', endpoint: target, delayMs: ms === undefined ? DEFAULT_SLOW_MS : Number(ms) };
  }
  if (kind === 'lost-reply') {
    const count = args[0];
    if (count !== undefined && (!/^\d+$/.test(count) || Number(count) < 1 || args.length > 1))
      return 'expected lost-reply:<endpoint>[:<count of 1 or more>]';
    return { kind: 'lost-reply', endpoint: target, count: count ? Number(count) : 1 };
  }
  if (args.length > 0) return `expected ${kind}:<endpoint>`;
  return { kind, endpoint: target };
}

/**
 * The faults that apply to one endpoint: its delay, the first fault that decides the reply, and whether
 * replies are lost after the work is done (`lost`).
 */
export function faultsFor(scenario: { faults: readonly Fault[] }, endpointName: string) {
  const mine = scenario.faults.filter((f) => f.endpoint === endpointName || f.endpoint === '*');
  const slow = mine.find((f) => f.kind === 'slow');
  const reply = mine.find((f) => f.kind !== 'slow' && f.kind !== 'lost-reply');
  const lost = mine.find((f) => f.kind === 'lost-reply');
  return { delayMs: slow?.delayMs ?? 0, reply, lost };
}
