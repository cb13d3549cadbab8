import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';

/** A JSON Schema as @valibot/to-json-schema writes it (draft-07 subset). */
export type JsonSchema = { [key: string]: unknown };

/**
 * The JSON Schema of what a reply's `data` may be on the wire: the schema's input side (transforms and
 * custom checks are not expressible and are left out, so the document shows what the server sends, not
 * what the screens get).
 */
export function wireSchemaOf(schema: GenericSchema): JsonSchema {
  const json = toJsonSchema(schema, { typeMode: 'input', errorMode: 'ignore' }) as JsonSchema;
  // The document is OpenAPI 3.1: its schemas are JSON Schema 2020-12, not draft-07.
  delete json.$schema;
  return flatten(json);
}

/** `anyOf: [{ anyOf: [string, number] }, null]` → `anyOf: [string, number, null]`: the same schema, readable. */
function flatten(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'anyOf' && Array.isArray(value)) {
      out.anyOf = value.flatMap((v: JsonSchema) => {
        const flat = flatten(v);
        return Object.keys(flat).length === 1 && Array.isArray(flat.anyOf)
          ? (flat.anyOf as JsonSchema[])
          : [flat];
      });
    } else if (Array.isArray(value)) {
      out[key] = value.map((v) => (v && typeof v === 'object' ? flatten(v as JsonSchema) : v));
    } else if (value && typeof value === 'object') {
      out[key] =
        key === 'properties'
          ? Object.fromEntries(
              Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, flatten(v)]),
            )
          : flatten(value as JsonSchema);
    } else out[key] = value;
  }
  return out;
}

const variantsOf = (s: JsonSchema): JsonSchema[] =>
  [s.anyOf, s.oneOf, s.allOf].flatMap((list) => (Array.isArray(list) ? (list as JsonSchema[]) : []));

/** The wire types a schema allows, as a backend engineer reads them: `string | number`, `object`, `1 | "1"`. */
export function typeOf(s: JsonSchema): string {
  const types = new Set<string>();
  const walk = (x: JsonSchema) => {
    if ('const' in x) types.add(JSON.stringify(x.const));
    if (Array.isArray(x.enum)) for (const e of x.enum) types.add(JSON.stringify(e));
    if (typeof x.type === 'string') types.add(x.type === 'array' ? 'array' : x.type);
    for (const v of variantsOf(x)) walk(v);
  };
  walk(s);
  return types.size ? [...types].join(' | ') : 'any';
}

export interface ReplyField {
  /** `orderDetail`, `problemType[].value`, `repayPlanDetail.repayWaitDetail[].totalAmount`. */
  path: string;
  type: string;
  required: boolean;
}

/**
 * Every field of a reply's `data`, depth first, as paths: an object's properties (any of its variants),
 * `[]` for the items of a list. The paths the endpoints' `wire.replyFromSpec` names.
 */
export function replyFields(schema: JsonSchema): ReplyField[] {
  const fields = new Map<string, ReplyField>();
  const walk = (s: JsonSchema, prefix: string) => {
    for (const variant of variantsOf(s)) walk(variant, prefix);
    if (s.type === 'array' && s.items && typeof s.items === 'object')
      walk(s.items as JsonSchema, `${prefix}[]`);
    const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((s.required as string[] | undefined) ?? []);
    for (const [name, child] of Object.entries(properties)) {
      const path = prefix ? `${prefix}.${name}` : name;
      const known = fields.get(path);
      fields.set(path, {
        path,
        type: known
          ? [...new Set([...known.type.split(' | '), ...typeOf(child).split(' | ')])].join(' | ')
          : typeOf(child),
        required: (known?.required ?? true) && required.has(name),
      });
      walk(child, path);
    }
  };
  walk(schema, '');
  return [...fields.values()];
}
