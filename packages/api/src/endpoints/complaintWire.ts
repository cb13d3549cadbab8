import * as v from 'valibot';
import { detailRow, emptyAsNull, flag, id, list, optionalText, type DetailRow } from '../schemas/wire';

// Complaint calls sit at the API origin's root (they are not under the general client's base segment)
// and succeed with code '00', except problem-save, which answers with a `success` flag.

/* ---------- Shared wire pieces ---------- */

/** An order as the complaint entry shows it (the card and the "All" list). */
export interface OrderSummary {
  orderNo: string;
  productLogo: string;
  productName: string;
  /** The order's status as display text. */
  status: string;
  /** `isShow` 1: the borrower may file a collection complaint about this order. */
  allowsCollection: boolean;
  rows: DetailRow[];
}

export const orderSummary = v.pipe(
  v.object({
    orderNo: id,
    productLogo: optionalText,
    productName: optionalText,
    status: optionalText,
    isShow: flag,
    list: list(detailRow),
  }),
  v.transform((o): OrderSummary => ({
    orderNo: o.orderNo,
    productLogo: o.productLogo,
    productName: o.productName,
    status: o.status,
    allowsCollection: o.isShow,
    rows: o.list,
  })),
);

/** The current order: the server sends an empty string (or nothing) when there is none. */
export const currentOrder = emptyAsNull(orderSummary);

/** A problem type or sub-type the borrower picks. */
export interface ProblemOption {
  value: string;
  title: string;
}

export const problemOption = v.pipe(
  v.object({ value: id, title: optionalText }),
  v.transform((o): ProblemOption => ({ value: o.value, title: o.title })),
);

/** Problem type value 1 is "collection": it has sub-types and needs an order that allows it (spec 4, 5, 9). */
export const COLLECTION_PROBLEM_TYPE = '1';

/** Image URLs arrive as a list or as one comma-joined text. */
export const imageUrls = v.nullish(
  v.pipe(
    v.unknown(),
    v.transform((u) => (typeof u === 'string' ? u.split(',') : u)),
    v.array(v.string('expected an image URL'), 'expected image URLs'),
    v.transform((urls) => urls.map((s) => s.trim()).filter(Boolean)),
  ),
  [],
);

/** `isScore` counts as "ask for a rating" when it is anything but zero (spec 4: "non-zero"). */
export const nonZero = v.nullish(
  v.pipe(
    v.union([v.string(), v.number(), v.boolean()], 'expected a flag'),
    v.transform((x) => {
      if (typeof x === 'boolean') return x;
      const s = String(x).trim();
      return s !== '' && s !== 'false' && Number(s) !== 0;
    }),
  ),
  false,
);
