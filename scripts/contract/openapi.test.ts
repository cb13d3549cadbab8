import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BackendEndpoint } from '../../packages/api/src/endpoint';
import { endpoints } from '../../packages/api/src/endpoints';
import { buildOpenApi, CONTRACT_FILE, contractCalls } from './openapi';
import { replyFields, wireSchemaOf } from './replySchema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const table = Object.entries(endpoints as Record<string, BackendEndpoint>);
type Operation = {
  operationId: string;
  'x-loan-h5': { key: string; reply: { path: string; source: string }[] };
};

describe('the generated contract (packages/api/contract/openapi.json)', () => {
  const built = buildOpenApi();

  it('is the one the endpoint table generates now: run `npm run contract` after changing an endpoint', () => {
    const committed: unknown = JSON.parse(readFileSync(path.join(root, CONTRACT_FILE), 'utf8'));
    expect(committed, `${CONTRACT_FILE} is stale: run npm run contract`).toEqual(built);
  });

  it('has one OpenAPI 3.1 operation per endpoint of the table, each with its success reply', () => {
    expect(built.openapi).toBe('3.1.0');
    const operations = Object.values(built.paths).flatMap((p) => Object.values(p) as Operation[]);
    expect(operations.map((o) => o['x-loan-h5'].key).sort()).toEqual(table.map(([key]) => key).sort());
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(table.length);
    // Every $ref points at a component that exists.
    const refs = JSON.stringify(built).match(/"#\/components\/parameters\/[^"]+"/g) ?? [];
    for (const ref of new Set(refs))
      expect(built.components.parameters, ref).toHaveProperty([
        ref.slice('"#/components/parameters/'.length, -1),
      ]);
  });

  it("writes the reply schema from the endpoint's valibot schema, marking each field spec or ours", () => {
    const details = built.paths['/gateway/v3/loan-details/loan-details']!.post as unknown as {
      responses: {
        '200': { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
      };
    };
    const envelope = details.responses['200'].content['application/json'].schema;
    expect(envelope.properties.code).toEqual({ enum: [0, '0'], 'x-source': 'spec' });
    expect(envelope.properties.data).toMatchObject({
      type: 'object',
      properties: {
        orderStatus: { anyOf: [{ type: 'string' }, { type: 'number' }], 'x-source': 'spec' },
        recProducts: { 'x-source': 'spec' },
      },
    });
    const upload = built.paths['/user-problem/upload-problem-img']!.post as unknown as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
  });
});

describe('the endpoint table says what is the spec and what is ours', () => {
  it("every reply field it calls the spec's is a field of the reply schema (the two never drift apart)", () => {
    for (const [key, e] of table) {
      const fields = replyFields(wireSchemaOf(e.data)).map((f) => f.path);
      for (const named of e.wire.replyFromSpec) expect(fields, `${key}: ${named}`).toContain(named);
    }
  });

  it('a call whose success the spec pins under the general client is code 0', () => {
    for (const [key, e] of table.filter(([, x]) => x.base === 'general'))
      expect([key, e.success, e.wire.success]).toEqual([key, 'zero', 'spec']);
  });

  it('lists each choice of ours for the backend team: paths, methods, payload names, reply fields, codes', () => {
    const calls = contractCalls();
    const byName = new Map(calls.map((c) => [c.name, c]));
    // Spot checks against the spec's call table (spec 7) and entities (spec 3).
    expect(byName.get('generate-vcode')).toMatchObject({
      kind: 'money',
      sources: { path: 'ours', method: 'ours' },
    });
    expect(byName.get('loan-detail-push')!.payload).toContainEqual({
      name: 'channel',
      source: 'ours',
      sample: 'h5',
    });
    expect(byName.get('loan-play-detail')!.sources).toEqual({
      path: 'spec',
      method: 'ours',
      success: 'spec',
    });
    expect(byName.get('problem-list')!.reply).toContainEqual(
      expect.objectContaining({ path: 'tabs[].name', source: 'ours' }),
    );
    expect(byName.get('problem-list')!.reply).toContainEqual(
      expect.objectContaining({ path: 'tabs[].list[].content', source: 'spec' }),
    );
    expect(byName.get('save-score')).toMatchObject({ success: "code '00'", sources: { success: 'spec' } });
    expect(byName.get('problem-save')).toMatchObject({ success: 'success: true', idempotencyKey: true });
  });
});
