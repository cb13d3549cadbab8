import * as v from 'valibot';
import { flag, id, list, optionalText } from './wire';

/** A recommended loan product, as every product list in the product shows it. */
export interface RecommendedProduct {
  id: string;
  logo: string;
  name: string;
  /** 1 = the borrower can apply; 0 = shown but disabled. */
  enabled: boolean;
  buttonText: string;
  amountRange: string;
  amountRangeLabel: string;
  rate: string;
  description: string;
  tags: string[];
}

// Tags come as a list or as one comma-joined text.
const tags = v.nullish(
  v.pipe(
    v.union([v.array(v.string()), v.string()], 'expected tags'),
    v.transform((t) => (Array.isArray(t) ? t : t.split(',')).map((s) => s.trim()).filter(Boolean)),
  ),
  [],
);

/** `recommend-product-list` items (plain names). */
export const recommendedProduct = v.pipe(
  v.object({
    id,
    productLogo: optionalText,
    productName: optionalText,
    buttonStatus: flag,
    buttonText: optionalText,
    amountRange: optionalText,
    amountRangeDes: optionalText,
    loan_rate: optionalText,
    productDesc: optionalText,
    productTags: tags,
  }),
  v.transform((p): RecommendedProduct => ({
    id: p.id,
    logo: p.productLogo,
    name: p.productName,
    enabled: p.buttonStatus,
    buttonText: p.buttonText,
    amountRange: p.amountRange,
    amountRangeLabel: p.amountRangeDes,
    rate: p.loan_rate,
    description: p.productDesc,
    tags: p.productTags,
  })),
);

/**
 * Products inside loan details and the joint-login failure page use disguised names on the wire:
 * `lmt` amount range, `lmd` its label, `dsc` description, `rte` rate, `btx` button text, `avl` enabled (1).
 */
export const disguisedProduct = v.pipe(
  v.object({
    id,
    productLogo: optionalText,
    productName: optionalText,
    lmt: optionalText,
    lmd: optionalText,
    dsc: optionalText,
    rte: optionalText,
    btx: optionalText,
    avl: flag,
    tags,
  }),
  v.transform((p): RecommendedProduct => ({
    id: p.id,
    logo: p.productLogo,
    name: p.productName,
    enabled: p.avl,
    buttonText: p.btx,
    amountRange: p.lmt,
    amountRangeLabel: p.lmd,
    rate: p.rte,
    description: p.dsc,
    tags: p.tags,
  })),
);

export const recommendedProducts = list(recommendedProduct);
export const disguisedProducts = list(disguisedProduct);
