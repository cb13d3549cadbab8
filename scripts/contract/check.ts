// `npm run contract:check`: sends every READ call of the endpoint table to a live server and says, per call,
// whether it answered, with which success code, and whether its reply fits our schema (else the first field
// that differs: where, what we expect, what came). Never a record, submit or money call: `readCalls` keeps
// the endpoints whose `kind` is 'read', and `checkCall` refuses any other.
import { createApiClient } from '../../packages/api/src/client';
import { COMMON_PARAMS, type CommonParam } from '../../packages/api/src/commonParams';
import { DEFAULT_CONFIG } from '../../packages/api/src/config';
import type { BackendEndpoint, Payload } from '../../packages/api/src/endpoint';
import { endpoints } from '../../packages/api/src/endpoints';
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from '../../packages/api/src/errors';
import { successOf } from './openapi';
import { replyFields, wireSchemaOf } from './replySchema';

export interface CheckOptions {
  /** The API origin, e.g. https://api.example.com. */
  origin: string;
  /** The session token (the `tok` common param). */
  tok?: string;
  /** The general calls' base segment (runtime configuration; default /gateway). */
  generalBase?: string;
  /** Payload names and common params to send (`orderId`, `productId`, `dId`, …). */
  params?: Record<string, string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The first thing that differs from the contract. */
export interface Difference {
  /** `code`, `body`, `http` or the field's path (`data.repay_plans.0.amount`). */
  path: string;
  expected: string;
  received: string;
}

export interface CheckRow {
  key: string;
  call: string;
  method: string;
  path: string;
  /** ok: answered with success and a reply our schema reads; mismatch: see `difference`. */
  result: 'ok' | 'mismatch' | 'unreachable' | 'not run';
  reachable: boolean;
  /** What the server sent as its success code (`0`, `"00"`, `success: true`), '' when none could be read. */
  code: string;
  expectedCode: string;
  difference?: Difference;
  /** Why a call was not run (`needs --param orderId=…`) or could not be reached. */
  reason?: string;
}

export interface CheckReport {
  origin: string;
  passed: boolean;
  rows: CheckRow[];
}

/** The calls the check may send: reads only (their `kind`, declared next to each endpoint). */
export function readCalls(): [string, BackendEndpoint][] {
  return Object.entries(endpoints as Record<string, BackendEndpoint>).filter(([, e]) => e.kind === 'read');
}

export class NotAReadError extends Error {
  constructor(readonly call: string) {
    super(`${call} is not a read call: the contract check never sends it`);
  }
}

const show = (value: unknown, max = 60): string => {
  if (value === undefined) return '(missing)';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** The value at a dotted path of the raw reply (`data.tabs.0.name`); a `data.` path the spec puts at the top level is looked up there too. */
function valueAt(body: unknown, path: string): unknown {
  const walk = (from: unknown, segments: string[]) =>
    segments.reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      from,
    );
  const segments = path.split('.');
  const found = walk(body, segments);
  return found === undefined && segments[0] === 'data' ? walk(body, segments.slice(1)) : found;
}

/** `data.repay_plans.0.amount` → `repay_plans[].amount`, the contract's name of the field. */
const fieldName = (path: string) => path.replace(/^data\.?/, '').replace(/\.\d+(?=\.|$)/g, '[]');

/** The payload a read call sends: each of its names from the command line, else its declared sample. */
function payloadOf(e: BackendEndpoint, params: Record<string, string>) {
  const payload: Payload = {};
  const missing: string[] = [];
  for (const [name, declared] of Object.entries(e.wire.payload)) {
    const value = params[name] ?? (typeof declared === 'object' ? declared.sample : undefined);
    if (value === undefined) missing.push(name);
    else payload[name] = value;
  }
  return { payload, missing };
}

interface RawReply {
  status: number;
  type: string;
  text: string;
}

/** One read call against the server, as a row of the report. */
export async function checkCall(key: string, e: BackendEndpoint, options: CheckOptions): Promise<CheckRow> {
  if (e.kind !== 'read') throw new NotAReadError(e.name);
  const generalBase = options.generalBase ?? DEFAULT_CONFIG.generalBase;
  const params = options.params ?? {};
  const row: CheckRow = {
    key,
    call: e.name,
    method: e.method,
    path: (e.base === 'general' ? generalBase : '') + e.path,
    result: 'ok',
    reachable: false,
    code: '',
    expectedCode: successOf(e.success).text,
  };
  const { payload, missing } = payloadOf(e, params);
  if (missing.length) {
    return { ...row, result: 'not run', reason: `needs ${missing.map((m) => `--param ${m}=…`).join(' ')}` };
  }
  const common: Partial<Record<CommonParam, string>> = {};
  for (const name of COMMON_PARAMS) if (params[name] !== undefined) common[name] = params[name];
  if (options.tok !== undefined) common.tok = options.tok;

  let raw: RawReply | undefined;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const recording: typeof fetch = async (input, init) => {
    const response = await fetchImpl(input, init);
    raw = {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
    return new Response(raw.text, { status: raw.status, headers: response.headers });
  };
  const client = createApiClient({
    config: { apiOrigin: options.origin.replace(/\/+$/, ''), generalBase },
    page: { common, ids: {}, headers: { spits: '', beech: '', swift: '', eyes: '' } },
    fetch: recording,
    timeoutMs: options.timeoutMs ?? 20_000,
  });

  let error: unknown;
  try {
    await client.call(e, payload);
  } catch (caught) {
    error = caught;
  }
  if (error instanceof NetworkError || error instanceof TimeoutError || (error && !raw)) {
    return { ...row, result: 'unreachable', reason: error instanceof Error ? error.message : String(error) };
  }
  row.reachable = true;
  let body: unknown;
  try {
    body = JSON.parse(raw!.text);
  } catch {
    body = undefined;
  }
  const success = successOf(e.success);
  if (body && typeof body === 'object') {
    const sent = (body as Record<string, unknown>)[success.field];
    row.code = success.field === 'success' ? `success: ${show(sent)}` : show(sent);
  }
  if (!error) return row;

  const mismatch = (difference: Difference): CheckRow => ({ ...row, result: 'mismatch', difference });
  if (body === undefined || typeof body !== 'object' || body === null || Array.isArray(body)) {
    return mismatch({
      path: 'body',
      expected: 'a JSON envelope { code, message, data }',
      received: `HTTP ${raw!.status} ${raw!.type || 'no content type'}: ${show(raw!.text.trim(), 50)}`,
    });
  }
  if (error instanceof ApiError) {
    if (error.status !== undefined && raw!.status >= 400) {
      return mismatch({
        path: 'http',
        expected: 'HTTP 200',
        received: `HTTP ${raw!.status} ${show(error.serverMessage)}`,
      });
    }
    return mismatch({
      path: success.field,
      expected: success.text,
      received: `${success.field} ${show((body as Record<string, unknown>)[success.field])}${error.serverMessage ? ` (${show(error.serverMessage, 40)})` : ''}`,
    });
  }
  if (error instanceof MalformedResponseError) {
    const field = replyFields(wireSchemaOf(e.data)).find((f) => f.path === fieldName(error.field));
    const received = valueAt(body, error.field);
    // A missing field says what should be there; a wrong value says what is wrong with it.
    const expected = received === undefined ? 'a value' : error.problem;
    return mismatch({
      path: error.field,
      expected: field ? `${expected} (${field.type})` : expected,
      received: show(received),
    });
  }
  return mismatch({ path: 'body', expected: 'a reply the client reads', received: String(error) });
}

/** Every read call, one after the other (a live server is not load-tested). */
export async function checkContract(options: CheckOptions): Promise<CheckReport> {
  const rows: CheckRow[] = [];
  for (const [key, e] of readCalls()) rows.push(await checkCall(key, e, options));
  return { origin: options.origin, passed: rows.every((r) => r.result === 'ok'), rows };
}

/** The report as a table, one row per call, for a terminal. */
export function formatReport(report: CheckReport): string {
  const lines = report.rows.map((r) => {
    const reply =
      r.result === 'ok'
        ? 'valid'
        : r.difference
          ? `${r.difference.path}: expected ${r.difference.expected}, got ${r.difference.received}`
          : (r.reason ?? r.result);
    return [
      r.result === 'ok' ? 'ok  ' : 'FAIL',
      `${r.method} ${r.path}`.padEnd(58),
      (r.reachable ? 'reachable' : r.result === 'not run' ? 'not run' : 'unreachable').padEnd(11),
      (r.code || '-').padEnd(8),
      reply,
    ].join(' ');
  });
  const failed = report.rows.filter((r) => r.result !== 'ok').length;
  return [
    `contract check of ${report.origin}: ${report.rows.length} read calls (record, submit and money calls are never sent)`,
    `     ${'call'.padEnd(58)} ${'reachable'.padEnd(11)} ${'code'.padEnd(8)} reply`,
    ...lines,
    failed
      ? `${failed} of ${report.rows.length} calls differ from the contract`
      : `all ${report.rows.length} calls match the contract`,
  ].join('\n');
}

/** `--origin URL --tok TOKEN --base /gateway --param name=value … --json`. */
export function parseArgs(argv: readonly string[]): CheckOptions & { json: boolean } {
  const options: CheckOptions & { json: boolean } = { origin: '', params: {}, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.includes('=') && arg.startsWith('--')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--json') options.json = true;
    else if (flag === '--origin') options.origin = value();
    else if (flag === '--tok') options.tok = value();
    else if (flag === '--base') options.generalBase = value();
    else if (flag === '--param') {
      const pair = value();
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`--param takes name=value, got ${pair}`);
      options.params![pair.slice(0, at)] = pair.slice(at + 1);
    } else throw new Error(`unknown option ${arg}`);
  }
  if (!/^https?:\/\/[^/]+/i.test(options.origin))
    throw new Error('--origin must be an http(s) origin, e.g. https://api.example.com');
  return options;
}
