import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { pageReads } from '../pageReads';
import { amount, list, optionalText, text } from '../schemas/wire';
import { virtualAccountAddress, type PayType } from './virtualAccountPayload';

/* ---------- Virtual account (spec screen 14, /that and /individual) ---------- */

export {
  DEFAULT_MARKET_PAY_CODE,
  PAY_TYPE,
  virtualAccountAddress,
  virtualAccountPayload,
  type PayChoice,
  type PayType,
} from './virtualAccountPayload';

// Each pay type as 1 or '1' (2 or '2'), read as its domain name so the two shapes below stay apart.
const bankPayType = v.pipe(
  v.union([v.literal(1), v.literal('1')]),
  v.transform(() => 'bank' as const),
);
const marketPayType = v.pipe(
  v.union([v.literal(2), v.literal('2')]),
  v.transform(() => 'market' as const),
);

export interface PaymentStepGroup {
  /** The channel, e.g. "ATM", "Mobile banking". */
  name: string;
  steps: string[];
}
/** Bank payments come as steps per channel; mini-market payments as one list of steps. */
export type PaymentSteps = { kind: 'bank'; groups: PaymentStepGroup[] } | { kind: 'market'; steps: string[] };

const stepGroup = v.pipe(
  v.object({ name: optionalText, steps: list(text) }),
  v.transform((g): PaymentStepGroup => ({ name: g.name, steps: g.steps })),
);

const virtualAccountEntries = {
  amount,
  vcode: text,
  cardNo: optionalText,
  payCode: optionalText,
  specificNum: optionalText,
  telephone: optionalText,
  // Not in the spec's field list: ours, optional, so a server without it still parses.
  expireTime: optionalText,
};

export interface VirtualAccount {
  /** Numeric text. */
  amount: string;
  /** The virtual account code the borrower pays to. */
  code: string;
  cardNo: string;
  payType: PayType;
  payCode: string;
  specificNum: string;
  telephone: string;
  /** When the code stops accepting payments (server date); empty when the server sends none. */
  expiryTime: string;
  paymentSteps: PaymentSteps;
}

export const virtualAccount = defineEndpoint({
  ...virtualAccountAddress,
  success: 'zero',
  kind: 'money',
  wire: {
    path: 'ours',
    method: 'ours',
    payload: {
      productId: 'spec',
      orderId: 'spec',
      amount: 'spec',
      payCode: 'spec',
      pay_type: 'spec',
      is_default: 'spec',
      is_display: 'spec',
      specific_num: 'spec',
    },
    replyFromSpec: [
      'amount',
      'vcode',
      'cardNo',
      'payType',
      'payCode',
      'payStep',
      'payStep[].name',
      'payStep[].steps',
      'specificNum',
      'telephone',
    ],
    success: 'spec',
    note: 'Only the name generate-vcode is shown: path (under /v3/repay) and method ours; expireTime ours.',
  },
  // Generating a code is an intent (`intent` in its address): a double mount or a retry joins, or repeats
  // with the same key, one request; each open of /that asks for one (`askedOnOpen`), with no tap.
  // payType decides how payStep reads: a bank sends steps per channel, a mini market one list.
  data: v.pipe(
    v.variant(
      'payType',
      [
        v.object({ ...virtualAccountEntries, payType: bankPayType, payStep: list(stepGroup) }),
        v.object({ ...virtualAccountEntries, payType: marketPayType, payStep: list(text) }),
      ],
      'expected pay type 1 (bank) or 2 (mini market)',
    ),
    v.transform((d): VirtualAccount => ({
      amount: d.amount,
      code: d.vcode,
      cardNo: d.cardNo,
      payType: d.payType,
      payCode: d.payCode,
      specificNum: d.specificNum,
      telephone: d.telephone,
      expiryTime: d.expireTime,
      paymentSteps:
        d.payType === 'bank' ? { kind: 'bank', groups: d.payStep } : { kind: 'market', steps: d.payStep },
    })),
  ),
});

// The spec names only bankName and "method list" / "market list": the other wire names are ours.
const payMethod = v.pipe(
  v.object({ methodName: text, specificNum: optionalText }),
  v.transform((m) => ({ name: m.methodName, specificNum: m.specificNum })),
);
const payBank = v.pipe(
  v.object({ bankName: text, payCode: text, methodList: list(payMethod) }),
  v.transform((b) => ({ name: b.bankName, payCode: b.payCode, methods: b.methodList })),
);
const payMarket = v.pipe(
  v.object({ marketName: text, payCode: text }),
  v.transform((m) => ({ name: m.marketName, payCode: m.payCode })),
);
export type PayMethod = v.InferOutput<typeof payMethod>;
export type PayBank = v.InferOutput<typeof payBank>;
export type PayMarket = v.InferOutput<typeof payMarket>;

export const payOptions = defineEndpoint({
  ...pageReads.payOptions,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'ours',
    method: 'ours',
    payload: { productId: 'spec', orderId: 'spec', pay_type: { source: 'spec', sample: 1 } },
    replyFromSpec: ['bankList[].bankName'],
    success: 'spec',
    note: 'Only the name init-pay-type is shown: path and method ours; the list names bankList, methodList, marketList and their fields besides bankName are ours.',
  },
  data: v.pipe(
    v.object({ bankList: list(payBank), marketList: list(payMarket) }),
    v.transform((d) => ({ banks: d.bankList, markets: d.marketList })),
  ),
});
export type PayOptions = v.InferOutput<(typeof payOptions)['data']>;
