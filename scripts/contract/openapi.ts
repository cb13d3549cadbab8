// The backend contract as OpenAPI 3.1, generated from the endpoint table (packages/api/src/endpoints): paths,
// methods, payload names and success codes from each endpoint, reply schemas from its valibot schema, and
// for each of them whether it is the spec's or our choice. `npm run contract` writes it to
// packages/api/contract/openapi.json; openapi.test.ts fails when that file is stale.
import { COMMON_PARAMS, FORM_HEADERS, JSON_HEADERS } from '../../packages/api/src/commonParams';
import { DEFAULT_CONFIG } from '../../packages/api/src/config';
import type {
  BackendEndpoint,
  CallKind,
  PayloadName,
  Source,
  SuccessRule,
} from '../../packages/api/src/endpoint';
import { endpoints } from '../../packages/api/src/endpoints';
import { replyFields, wireSchemaOf, type JsonSchema } from './replySchema';

export const CONTRACT_FILE = 'packages/api/contract/openapi.json';

/** What the backend must send for a call to count as done, as the client reads it (client.ts `succeeded`). */
export function successOf(rule: SuccessRule): {
  field: 'code' | 'success';
  values: (string | number | boolean)[];
  text: string;
} {
  switch (rule) {
    case 'zero':
      return { field: 'code', values: [0, '0'], text: 'code 0' };
    case 'doubleZero':
      return { field: 'code', values: ['00'], text: "code '00'" };
    case 'flag':
      return { field: 'success', values: [true, 'true'], text: 'success: true' };
  }
}

export const sourceOf = (name: PayloadName): Source => (typeof name === 'string' ? name : name.source);

/** One call as the catalogue page lists it: everything a backend engineer confirms or corrects. */
export interface ContractCall {
  key: string;
  name: string;
  kind: CallKind;
  method: string;
  /** The full path on the API origin (general calls under the configured base segment). */
  path: string;
  /** `general`: under the configurable base segment (default `/gateway`), which the spec does not show. */
  base: 'general' | 'root';
  body: 'query' | 'form' | 'multipart';
  sources: { path: Source; method: Source; success: Source };
  payload: { name: string; source: Source; sample?: string | number }[];
  reply: { path: string; type: string; required: boolean; source: Source }[];
  success: string;
  idempotencyKey: boolean;
  note: string;
}

export function contractCall(
  key: string,
  e: BackendEndpoint,
  generalBase = DEFAULT_CONFIG.generalBase,
): ContractCall {
  const fromSpec = new Set(e.wire.replyFromSpec);
  return {
    key,
    name: e.name,
    kind: e.kind,
    method: e.method,
    path: (e.base === 'general' ? generalBase : '') + e.path,
    base: e.base,
    body: e.method === 'GET' ? 'query' : (e.body ?? 'form'),
    sources: { path: e.wire.path, method: e.wire.method, success: e.wire.success },
    payload: Object.entries(e.wire.payload).map(([name, n]) => ({
      name,
      source: sourceOf(n),
      ...(typeof n === 'object' ? { sample: n.sample } : {}),
    })),
    reply: replyFields(wireSchemaOf(e.data)).map((f) => ({
      ...f,
      source: fromSpec.has(f.path) ? 'spec' : 'ours',
    })),
    success: successOf(e.success).text,
    idempotencyKey: e.intent === true,
    note: e.wire.note ?? '',
  };
}

/** Every call of the table, in its order. */
export const contractCalls = (generalBase?: string): ContractCall[] =>
  Object.entries(endpoints as Record<string, BackendEndpoint>).map(([key, e]) =>
    contractCall(key, e, generalBase),
  );

/** Marks every property of a reply schema with `x-source`, by the same paths as `replyFields`. */
function markSources(schema: JsonSchema, fromSpec: ReadonlySet<string>, prefix = ''): JsonSchema {
  const variants = (list: unknown) =>
    Array.isArray(list) ? list.map((v) => markSources(v as JsonSchema, fromSpec, prefix)) : list;
  const out: JsonSchema = { ...schema };
  for (const k of ['anyOf', 'oneOf', 'allOf']) if (k in out) out[k] = variants(out[k]);
  if (out.type === 'array' && out.items && typeof out.items === 'object')
    out.items = markSources(out.items as JsonSchema, fromSpec, `${prefix}[]`);
  if (out.properties) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties as Record<string, JsonSchema>).map(([name, child]) => {
        const path = prefix ? `${prefix}.${name}` : name;
        return [
          name,
          { ...markSources(child, fromSpec, path), 'x-source': fromSpec.has(path) ? 'spec' : 'ours' },
        ];
      }),
    );
  }
  return out;
}

function envelope(e: BackendEndpoint): JsonSchema {
  const success = successOf(e.success);
  const data = markSources(wireSchemaOf(e.data), new Set(e.wire.replyFromSpec));
  const successField = { enum: success.values, 'x-source': e.wire.success };
  return {
    type: 'object',
    properties: {
      ...(success.field === 'success' ? { success: successField, code: {} } : { code: successField }),
      message: { type: 'string' },
      data,
    },
    required: [success.field],
  };
}

const stringField = (source: Source) => ({ type: 'string', 'x-source': source });

function operation(key: string, e: BackendEndpoint) {
  const call = contractCall(key, e);
  const headers = e.method === 'GET' ? JSON_HEADERS : FORM_HEADERS;
  const ref = (name: string) => ({ $ref: `#/components/parameters/${name}` });
  const parameters: JsonSchema[] = [
    ...COMMON_PARAMS.map(ref),
    ...headers.map(ref),
    ref('X-Requested-With'),
    ...(call.idempotencyKey
      ? [{ name: 'Idempotency-Key', in: 'header', required: true, schema: stringField('ours') }]
      : []),
    ...(call.body === 'query'
      ? call.payload.map((p) => ({ name: p.name, in: 'query', schema: stringField(p.source) }))
      : []),
  ];
  const form = {
    type: 'object',
    properties: Object.fromEntries(
      call.payload.map((p) => [
        p.name,
        call.body === 'multipart' && p.name === 'problemImage'
          ? { type: 'string', contentMediaType: 'image/*', 'x-source': p.source }
          : stringField(p.source),
      ]),
    ),
  };
  const mediaType = call.body === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
  return {
    operationId: call.name,
    summary: `${call.name} (${call.kind})`,
    ...(call.note ? { description: call.note } : {}),
    'x-loan-h5': {
      key,
      kind: call.kind,
      base: call.base,
      sources: call.sources,
      payload: call.payload,
      reply: call.reply,
      success: call.success,
    },
    parameters,
    ...(call.body === 'query' ? {} : { requestBody: { content: { [mediaType]: { schema: form } } } }),
    responses: {
      '200': {
        description: `Done when ${call.success}; any other code is a failure whose message the borrower sees.`,
        content: { 'application/json': { schema: envelope(e) } },
      },
    },
  };
}

/** The whole document: one operation per endpoint of the table. */
export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, e] of Object.entries(endpoints as Record<string, BackendEndpoint>)) {
    const path = (e.base === 'general' ? DEFAULT_CONFIG.generalBase : '') + e.path;
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation(key, e) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Loan H5 backend contract',
      version: '1',
      description:
        'Generated from the endpoint table (npm run contract); do not edit by hand. Every path, method, payload ' +
        'name, reply field and success code carries x-source: "spec" (from the product spec) or "ours" (our ' +
        `choice, for the backend team to confirm or correct). General calls sit under the base segment ` +
        `${DEFAULT_CONFIG.generalBase} (runtime configuration: the spec does not show it). Check a live server ` +
        'with: npm run contract:check -- --origin URL --tok TOKEN [--param orderId=...].',
    },
    servers: [{ url: '{origin}', variables: { origin: { default: 'https://api.example.com' } } }],
    paths,
    components: {
      // What every call sends: the page's common params (query) and the client's headers (spec 3, 7).
      parameters: Object.fromEntries([
        ...COMMON_PARAMS.map((name) => [name, { name, in: 'query', schema: stringField('spec') }]),
        ...[...JSON_HEADERS, ...FORM_HEADERS].map((name) => [
          name,
          {
            name,
            in: 'header',
            description: `from the page's ${name} param, empty when absent`,
            schema: stringField('spec'),
          },
        ]),
        [
          'X-Requested-With',
          { name: 'X-Requested-With', in: 'header', schema: { const: 'XMLHttpRequest', 'x-source': 'spec' } },
        ],
      ]),
    },
  };
}

/** The document as committed: two-space JSON and a final newline. */
export const openApiText = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
