import type { EndpointAddress } from '../buildRequest';

/**
 * What /that asks generate-vcode with, apart from its reply's schema: index.html's start-up script sends
 * that request as the page opens, and must not carry the page's parsers. Not in `pageReads` (which every
 * page's first load carries): only /that and the start-up script need it.
 */
type Id = string | number;

/**
 * Where generate-vcode lives (the `virtualAccount` endpoint spreads it). An intent, but one each open of
 * /that asks by itself, with no tap (`askedOnOpen`).
 */
export const virtualAccountAddress = {
  name: 'generate-vcode',
  pageIds: ['productId', 'orderId'],
  method: 'POST',
  // Path not shown in the spec: ours, next to the other /v3 calls.
  path: '/v3/repay/generate-vcode',
  base: 'general',
  intent: true,
  askedOnOpen: true,
} as const satisfies EndpointAddress;

/** Pay types on the wire: 1 bank, 2 mini market. */
export const PAY_TYPE = { bank: 1, market: 2 } as const;
export type PayType = keyof typeof PAY_TYPE;
/** The mini market used until the borrower chooses a method (spec section 9). */
export const DEFAULT_MARKET_PAY_CODE = 'ALFAMART';

export interface PayChoice {
  payType: PayType;
  payCode: string;
  specificNum?: string;
}

/**
 * generate-vcode's payload: the amount as given (numeric text, no separators), the chosen method or the
 * default (mini market ALFAMART, is_default 1), is_display 1 for an extension fee.
 */
export function virtualAccountPayload(p: {
  productId?: Id;
  orderId?: Id;
  amount: string;
  choice?: PayChoice;
  extension?: boolean;
}) {
  return {
    productId: p.productId,
    orderId: p.orderId,
    amount: p.amount,
    pay_type: PAY_TYPE[p.choice?.payType ?? 'market'],
    payCode: p.choice?.payCode ?? DEFAULT_MARKET_PAY_CODE,
    specific_num: p.choice?.specificNum,
    is_default: p.choice ? 0 : 1,
    is_display: p.extension ? 1 : 0,
  };
}
