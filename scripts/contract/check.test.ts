import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendEndpoint } from '../../packages/api/src/endpoint';
import { endpoints } from '../../packages/api/src/endpoints';
import {
  createMockStore,
  DEFAULT_ORDER_ID,
  DEFAULT_PRODUCT_ID,
  mockHandlers,
} from '../../packages/api/src/mocks';
import { orderNoOf } from '../../packages/api/src/mocks/fixtures/loan';
import {
  checkCall,
  checkContract,
  formatReport,
  NotAReadError,
  parseArgs,
  readCalls,
  type CheckRow,
} from './check';
import { serveHandlers, type ServedBackend } from './httpMock';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The ids the mock backend's default store knows (its first order, product, complaint and template). */
const PARAMS = {
  orderId: DEFAULT_ORDER_ID,
  productId: DEFAULT_PRODUCT_ID,
  orderNo: orderNoOf(DEFAULT_ORDER_ID),
  problemId: '5001',
  templateId: '8',
};
/**
 * Runs the command (`npm run contract:check`'s script) without blocking this process: the server it checks
 * answers from this very process.
 */
function contractCheck(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/contract.mjs', 'check', ...args],
      { cwd: root, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const paramArgs = Object.entries(PARAMS).flatMap(([name, value]) => ['--param', `${name}=${value}`]);

const all = Object.values(endpoints as Record<string, BackendEndpoint>);
const rowOf = (rows: CheckRow[], call: string) => rows.find((r) => r.call === call)!;

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

/**
 * A server that drifted from the contract: the mock backend with four replies changed as a real backend might
 * send them. The check must name each one.
 */
async function driftedBackend() {
  const edits: Record<string, (body: Record<string, unknown>) => Record<string, unknown>> = {
    // A renamed field.
    '/gateway/v3/loan-confirm/loan-detail-confirm': ({ data, ...rest }) => {
      const { productName, ...others } = data as Record<string, unknown>;
      return { ...rest, data: { ...others, product_name: productName } };
    },
    // An amount grouped as text (with a decimal comma) where a plain number is expected.
    '/gateway/v3/loan-details/delay-detail': ({ data, ...rest }) => ({
      ...rest,
      data: { ...(data as object), delayShouldPayAmount: '1.500.000,50' },
    }),
    // '00' where the general client's 0 is expected.
    '/gateway/v3/loan-details/loan-details': (body) => ({ ...body, code: '00' }),
  };
  return serveHandlers(mockHandlers({ generalBase: '/gateway' }), async (request, reply) => {
    const { pathname } = new URL(request.url);
    // An HTML error page from a gateway in front of the API.
    if (pathname === '/user-problem/get-whatsapp')
      return new HttpResponse('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      });
    const edit = edits[pathname];
    return edit ? HttpResponse.json(edit(await reply.json())) : undefined;
  });
}

describe('contract:check against a drifted server', () => {
  let backend: ServedBackend;
  let rows: CheckRow[];
  beforeAll(async () => {
    backend = await driftedBackend();
    rows = (await checkContract({ origin: backend.origin, params: PARAMS })).rows;
  });
  afterAll(() => backend.close());

  it('names the renamed field: its path, what we expect, and that it is missing', () => {
    expect(rowOf(rows, 'loan-detail-confirm')).toMatchObject({
      result: 'mismatch',
      reachable: true,
      code: '0',
      difference: {
        path: 'data.productName',
        expected: 'a value (string | number)',
        received: '(missing)',
      },
    });
  });

  it('names the grouped amount and shows what came', () => {
    expect(rowOf(rows, 'delay-detail')).toMatchObject({
      result: 'mismatch',
      difference: {
        path: 'data.delayShouldPayAmount',
        expected: expect.stringMatching(/amount/),
        received: '"1.500.000,50"',
      },
    });
  });

  it("names '00' where 0 is expected", () => {
    expect(rowOf(rows, 'loan-details')).toMatchObject({
      result: 'mismatch',
      code: '"00"',
      difference: { path: 'code', expected: 'code 0', received: expect.stringMatching(/^code "00"/) },
    });
  });

  it('names an HTML error page: reachable, but not the JSON envelope', () => {
    expect(rowOf(rows, 'get-whatsapp')).toMatchObject({
      result: 'mismatch',
      reachable: true,
      code: '',
      difference: {
        path: 'body',
        expected: expect.stringMatching(/JSON envelope/),
        received: expect.stringMatching(/^HTTP 502 text\/html: "<!doctype html>/),
      },
    });
  });

  it('every other call still passes, so each drift is reported once, where it is', () => {
    const drifted = ['loan-detail-confirm', 'delay-detail', 'loan-details', 'get-whatsapp'];
    expect(
      rows
        .filter((r) => r.result !== 'ok')
        .map((r) => r.call)
        .sort(),
    ).toEqual([...drifted].sort());
  });

  it('the command prints each drift on its row and exits 1', async () => {
    const run = await contractCheck(['--origin', backend.origin, ...paramArgs]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /FAIL POST \/gateway\/v3\/loan-confirm\/loan-detail-confirm .*data\.productName: expected .*, got \(missing\)/,
    );
    expect(run.stdout).toMatch(
      /FAIL POST \/gateway\/v3\/loan-details\/delay-detail .*data\.delayShouldPayAmount: expected .*amount.*, got "1\.500\.000,50"/,
    );
    expect(run.stdout).toMatch(
      /FAIL POST \/gateway\/v3\/loan-details\/loan-details .*code: expected code 0, got code "00"/,
    );
    expect(run.stdout).toMatch(
      /FAIL POST \/user-problem\/get-whatsapp .*body: expected a JSON envelope .*, got HTTP 502 text\/html/,
    );
    expect(run.stdout.trim().split('\n').at(-1)).toBe(
      `4 of ${readCalls().length} calls differ from the contract`,
    );
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
