import * as v from 'valibot';
import { amountMarketInScope, tryReadAmount } from '../amount/readAmount';

/**
 * Building blocks for reading the backend's wire format: numbers sent as text or as numbers, `'1'`/`1`
 * flags, fields that are missing, null or an empty string. Each maps to one clean domain type.
 */

/** Server text (a number is accepted and turned into text); missing or null is an error. */
export const text = v.pipe(
  v.union([v.string(), v.number()], 'expected text'),
  v.transform((x) => String(x)),
);

/** Server text that may be missing or null: becomes ''. */
export const optionalText = v.nullish(
  v.pipe(
    v.union([v.string(), v.number()], 'expected text'),
    v.transform((x) => String(x)),
  ),
  '',
);

/**
 * An amount as text or number, read in the reply's market (`readAmount`: "1.500.000" in Indonesia,
 * "1,50,000.00" in India) to plain numeric text ("1500000", "150000.00"); anything ambiguous in that market
 * ("150.000" in India) is an issue at the field's path, never a guess.
 */
export const amount = v.pipe(
  v.union([v.string(), v.number()], 'expected an amount'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const market = amountMarketInScope();
    const read = tryReadAmount(dataset.value, market);
    if (read !== null) return read;
    addIssue({
      message: `expected an amount as ${market ?? 'every market'} writes it, got ${JSON.stringify(dataset.value)}`,
    });
    return NEVER;
  }),
);

/** An id that may come as number or text: always text in the domain. */
export const id = v.pipe(
  v.union([v.string(), v.number()], 'expected an id'),
  v.transform((x) => String(x)),
);

/** A whole number sent as number or numeric text. */
export const integer = v.pipe(
  v.union([v.string(), v.number()], 'expected a number'),
  v.transform((x) => Number(x)),
  v.integer('expected a whole number'),
);

/** `1`, `'1'` or `true` is on; `0`, `'0'`, false, missing or null is off. */
export const flag = v.nullish(
  v.pipe(
    v.union([v.string(), v.number(), v.boolean()], 'expected a flag'),
    v.transform((x) => x === 1 || x === '1' || x === true || x === 'true'),
  ),
  false,
);

/** A list that may be missing or null: becomes []. */
export const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), []);

/** A title/value row of an order's details. */
export const detailRow = v.pipe(
  v.object({ title: v.optional(optionalText), text: v.optional(optionalText), value: optionalText }),
  v.transform((r) => ({ title: r.title || r.text || '', value: r.value })),
);
export type DetailRow = v.InferOutput<typeof detailRow>;

/** `data` is not used by the caller (fire-and-forget posts): anything is accepted. */
export const ignored = v.pipe(
  v.unknown(),
  v.transform(() => undefined),
);

/**
 * An object that may be missing, null or an empty string in its place (a PHP habit): null for all three.
 * Issues inside the object keep their path (`data.orderDetail.orderNo`).
 */
export const emptyAsNull = <T extends v.GenericSchema>(schema: T) =>
  v.nullish(
    v.pipe(
      v.unknown(),
      v.transform((x) => (x === '' ? null : x)),
      v.nullable(schema),
    ),
    null,
  );
