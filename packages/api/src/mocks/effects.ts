// The backend's own record of what it did: one entry per effect (a loan pushed, a repayment record opened, a
// payment applied, a payment code generated, a complaint saved, a registration, a score ...), with the
// Idempotency-Key of the request that did it. A request answered from the idempotency memo does nothing and
// records nothing. The chaos runner (scripts/chaos.mjs) checks the screens against this record.
import type { ChaosStep } from './chaos';

export type EffectKind =
  | 'loan-push'
  | 'repayment-record'
  | 'payment'
  | 'payment-code'
  | 'card'
  | 'complaint'
  | 'complaint-photo'
  | 'complaint-score'
  | 'loan-score'
  | 'sms'
  | 'registration'
  | 'chatbot-record';

export interface MockEffect {
  /** Order of effects in the market's backend (1, 2, ...). */
  seq: number;
  kind: EffectKind;
  endpoint: string;
  /** What it is about: an order id, a repayment record, a complaint id, a phone number. */
  subject: string;
  /** The Idempotency-Key of the request that did it (absent: the request had none). */
  idempotencyKey?: string;
  /** The fields that say what was done (amount, score, text ...). */
  detail: Record<string, string>;
  /** When it was done (ms since the epoch): a runner compares it with when the screen said what. */
  at: number;
}

/** One request a chaos schedule touched: which step it got. */
export interface ChaosEvent {
  endpoint: string;
  /** The endpoint's request count before this one (the schedule's index). */
  nth: number;
  step: ChaosStep;
}

interface EffectSpec {
  kind: EffectKind;
  subject: string;
  detail?: Record<string, string>;
}

const str = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
const field = (data: unknown, name: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;

/** The effects a successful reply of an endpoint stands for (none for reads). */
export function effectsOf(
  endpoint: string,
  params: Readonly<Record<string, string>>,
  data: unknown,
): EffectSpec[] {
  const p = (name: string) => params[name] ?? '';
  switch (endpoint) {
    case 'loan-detail-push': {
      const url = str(field(data, 'lendDetailsUrl'));
      const orderId = /[?&]orderId=([^&]+)/.exec(url)?.[1] ?? '';
      // The loan is the order it made (confirming again while it is under review reaches the same one).
      return [
        { kind: 'loan-push', subject: orderId, detail: { productId: p('productId'), amount: p('amount') } },
      ];
    }
    case 'repayment-commit': {
      const recordId = str(field(data, 'repayRecordId'));
      const out: EffectSpec[] = [
        {
          kind: 'repayment-record',
          subject: recordId,
          detail: { orderId: p('orderId'), amount: p('amount') },
        },
      ];
      // Without the SMS step the commit pays at once.
      if (str(field(data, 'needValid')) === '0')
        out.push({
          kind: 'payment',
          subject: recordId,
          detail: { orderId: p('orderId'), amount: p('amount') },
        });
      return out;
    }
    case 'repayment-confirm':
      return [{ kind: 'payment', subject: p('repaymentRecordId'), detail: {} }];
    case 'generate-vcode':
      return [
        {
          kind: 'payment-code',
          subject: p('orderId'),
          detail: { amount: p('amount'), code: str(field(data, 'vcode')) },
        },
      ];
    case 'bind-card':
      return [{ kind: 'card', subject: str(field(data, 'id')), detail: {} }];
    case 'problem-save':
      return [
        {
          kind: 'complaint',
          subject: str(field(data, 'problemId')),
          detail: { text: p('problemDetail'), images: p('problemImage'), orderNo: p('orderNo') },
        },
      ];
    case 'upload-problem-img':
      return [{ kind: 'complaint-photo', subject: str(field(data, 'url')), detail: {} }];
    case 'save-score':
      return [{ kind: 'complaint-score', subject: p('problemId'), detail: { score: p('score') } }];
    case 'google-score':
      return [{ kind: 'loan-score', subject: p('orderId'), detail: { score: p('score') } }];
    case 'promotion-get-sms':
      return [{ kind: 'sms', subject: p('phone').replace(/\D/g, ''), detail: {} }];
    case 'promotion-register':
      return [{ kind: 'registration', subject: p('phone').replace(/\D/g, ''), detail: {} }];
    case 'qa-record':
      return [{ kind: 'chatbot-record', subject: p('qaId'), detail: { type: p('type'), value: p('value') } }];
    default:
      return [];
  }
}

/** Adds the effects of one successful, freshly done request to the record. */
export function recordEffects(
  record: MockEffect[],
  endpoint: string,
  params: Readonly<Record<string, string>>,
  data: unknown,
  idempotencyKey?: string,
): MockEffect[] {
  const added = effectsOf(endpoint, params, data).map((spec, i) => ({
    seq: record.length + i + 1,
    kind: spec.kind,
    endpoint,
    subject: spec.subject,
    ...(idempotencyKey ? { idempotencyKey } : {}),
    detail: spec.detail ?? {},
    at: Date.now(),
  }));
  record.push(...added);
  return added;
}
