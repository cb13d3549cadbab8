import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendEndpoint } from '../../packages/api/src/endpoint';
import { endpoints } from '../../packages/api/src/endpoints';
import { createMockStore, mockHandlers } from '../../packages/api/src/mocks';
import { checkCall, checkContract, formatReport, NotAReadError, parseArgs, readCalls } from './check';
import { contractCheck, PARAMS, paramArgs, rowOf } from './checkTestKit';
import { serveHandlers, type ServedBackend } from './httpMock';

// How the check reads a server that drifted from the contract: checkDrift.test.ts.

const all = Object.values(endpoints as Record<string, BackendEndpoint>);

describe('which calls the contract check sends', () => {
  it('reads only: every record, submit and money call is left out, every read is in', () => {
    const reads = readCalls().map(([, e]) => e.name);
    expect(reads.length).toBeGreaterThan(15);
    for (const e of all) expect(reads.includes(e.name), e.name).toBe(e.kind === 'read');
    // The money and submit calls of the spec, by name: none of them is ever a read.
    for (const name of [
      'loan-detail-push',
      'generate-vcode',
      'repayment-commit',
      'repayment-confirm',
      'repayment-huichao',
      'bind-card',
      'problem-save',
      'save-score',
      'upload-problem-img',
      'promotion-get-sms',
      'promotion-register',
      'product-apply',
      'google-score',
    ])
      expect(reads, name).not.toContain(name);
  });

  it('a call with an Idempotency-Key (a money or submit intent) is never declared a read', () => {
    for (const e of all.filter((x) => x.intent)) expect(e.kind, e.name).not.toBe('read');
  });

  it('checkCall refuses a call that is not a read, before anything is sent', async () => {
    let sent = 0;
    const fetchSpy: typeof fetch = () => {
      sent++;
      return Promise.resolve(new Response('{}'));
    };
    for (const [key, e] of Object.entries(endpoints as Record<string, BackendEndpoint>).filter(
      ([, x]) => x.kind !== 'read',
    ))
      await expect(
        checkCall(key, e, { origin: 'http://127.0.0.1:9', fetch: fetchSpy }),
        e.name,
      ).rejects.toBeInstanceOf(NotAReadError);
    expect(sent).toBe(0);
  });
});

describe('contract:check against the mock backend served over HTTP', () => {
  const store = createMockStore();
  let backend: ServedBackend;
  beforeAll(async () => {
    backend = await serveHandlers(mockHandlers({ store, generalBase: '/gateway' }));
  });
  afterAll(() => backend.close());

  it('every read call answers with its success code and a reply our schema reads', async () => {
    store.calls.length = 0;
    const report = await checkContract({ origin: backend.origin, tok: 'T0K', params: PARAMS });
    expect(report.rows.filter((r) => r.result !== 'ok')).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.rows.map((r) => r.call)).toEqual(readCalls().map(([, e]) => e.name));
    expect(rowOf(report.rows, 'loan-details')).toMatchObject({
      reachable: true,
      code: '0',
      expectedCode: 'code 0',
    });
    expect(rowOf(report.rows, 'problem-list')).toMatchObject({ code: '"00"', expectedCode: "code '00'" });
    // What reached the server: one request per read call, never a record, submit or money call.
    const sent = store.calls.map((c) => c.endpoint);
    expect([...sent].sort()).toEqual(
      readCalls()
        .map(([, e]) => e.name)
        .sort(),
    );
    const kinds = new Map(all.map((e) => [e.name, e.kind]));
    for (const name of sent) expect(kinds.get(name), name).toBe('read');
    expect(store.calls.every((c) => c.payload.tok === 'T0K')).toBe(true);
  });

  it('a call without a value for one of its names is not run and says which --param it needs', async () => {
    const report = await checkContract({ origin: backend.origin, params: {} });
    expect(report.passed).toBe(false);
    expect(rowOf(report.rows, 'problem-detail')).toMatchObject({
      result: 'not run',
      reason: 'needs --param problemId=…',
    });
    // A call with only constants (pid 0, overall 30) or nothing to send still runs.
    expect(rowOf(report.rows, 'get-whatsapp').result).toBe('ok');
  });

  it('the command prints one row per call and exits 0; --json gives the report', async () => {
    const run = (...extra: string[]) =>
      contractCheck(['--origin', backend.origin, '--tok', 'T0K', ...paramArgs, ...extra]);
    const table = await run();
    expect(table.stderr).toBe('');
    expect(table.status).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('ok   '))).toHaveLength(readCalls().length);
    expect(table.stdout).toMatch(/ok {3}POST \/gateway\/v3\/loan-details\/loan-details +reachable +0 +valid/);
    expect(lines.at(-1)).toBe(`all ${readCalls().length} calls match the contract`);
    const json = await run('--json');
    expect(json.status).toBe(0);
    const report = JSON.parse(json.stdout);
    expect(report).toMatchObject({ origin: backend.origin, passed: true });
    expect(report.rows).toHaveLength(readCalls().length);
  }, 60_000);
});

describe('an unreachable server and the command line', () => {
  it('a closed port is unreachable on every row, and the check fails', async () => {
    const gone = await serveHandlers([]);
    await gone.close();
    const report = await checkContract({ origin: gone.origin, params: PARAMS, timeoutMs: 5_000 });
    expect(report.passed).toBe(false);
    expect(report.rows.every((r) => r.result === 'unreachable' && !r.reachable)).toBe(true);
    expect(formatReport(report)).toMatch(/FAIL POST \/gateway\/v3\/loan-details\/loan-details +unreachable/);
  });

  it('reads --origin, --tok, --base, repeated --param and --json; refuses a missing origin', () => {
    expect(
      parseArgs([
        '--origin',
        'https://api.example.com',
        '--tok',
        'abc',
        '--param',
        'orderId=7',
        '--param=productId=1',
        '--base',
        '/api',
        '--json',
      ]),
    ).toEqual({
      origin: 'https://api.example.com',
      tok: 'abc',
      generalBase: '/api',
      params: { orderId: '7', productId: '1' },
      json: true,
    });
    expect(() => parseArgs(['--tok', 'abc'])).toThrow(/--origin/);
    expect(() => parseArgs(['--origin', 'https://x.test', '--param', 'orderId'])).toThrow(/name=value/);
  });
});
