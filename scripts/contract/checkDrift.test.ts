import { HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockHandlers } from '../../packages/api/src/mocks';
import { checkContract, readCalls, type CheckRow } from './check';
import { contractCheck, PARAMS, paramArgs, rowOf } from './checkTestKit';
import { serveHandlers, type ServedBackend } from './httpMock';

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
