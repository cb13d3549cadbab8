// The chaos runner's checker, on records and observations made by hand: what it must catch and what it
// must let through.
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  checkJourney,
  type JourneyRules,
  type Observations,
  type RecordedEffect,
} from './checks';

const rules: JourneyRules = {
  once: { payment: 'journey', 'loan-push': 'distinct', 'complaint-score': 'subject' },
  doneClaims: { paid: 'payment' },
  failedClaims: { failed: 'payment' },
};
const nothingSeen: Observations = { claims: [], busy: [], deadEnds: [], pageErrors: [] };
let seq = 0;
const effect = (kind: string, subject: string, more: Partial<RecordedEffect> = {}): RecordedEffect => ({
  seq: ++seq,
  kind,
  endpoint: kind,
  subject,
  detail: {},
  at: 1000,
  ...more,
});

describe('checkJourney', () => {
  it('passes a journey with one payment, said paid after it was made', () => {
    const record = {
      effects: [effect('repayment-record', 'RR1'), effect('payment', 'RR1', { idempotencyKey: 'k' })],
    };
    const seen = { ...nothingSeen, claims: [{ claim: 'paid', at: 2000, text: 'Payment successful' }] };
    expect(checkJourney(rules, record, seen, 4300)).toEqual([]);
  });

  it('catches a doctored record: a commit without its Idempotency-Key paid twice', () => {
    const record = { effects: [effect('payment', 'RR1'), effect('payment', 'RR2')] };
    expect(checkJourney(rules, record, nothingSeen, 4300)).toEqual([
      { invariant: 'one effect per intent', message: '2 × payment (keys: none, none)' },
    ]);
  });

  it('one loan per confirmation (the same order twice is one loan), one score per complaint', () => {
    const sameLoan = { effects: [effect('loan-push', '20001'), effect('loan-push', '20001')] };
    expect(checkJourney(rules, sameLoan, nothingSeen, 4300)).toEqual([]);
    const twoLoans = { effects: [effect('loan-push', '20001'), effect('loan-push', '20002')] };
    expect(checkJourney(rules, twoLoans, nothingSeen, 4300)[0]?.message).toBe(
      '2 different loan-push (20001, 20002)',
    );
    const scores = { effects: [effect('complaint-score', '5001'), effect('complaint-score', '5002')] };
    expect(checkJourney(rules, scores, nothingSeen, 4300)).toEqual([]);
    scores.effects.push(effect('complaint-score', '5001'));
    expect(checkJourney(rules, scores, nothingSeen, 4300)).toHaveLength(1);
  });

  it('catches "paid" without a payment, and "failed" after the payment was made', () => {
    const seen = {
      ...nothingSeen,
      claims: [
        { claim: 'paid', at: 500, text: 'Payment successful' },
        { claim: 'failed', at: 3000, text: 'Processing failed' },
      ],
    };
    expect(checkJourney(rules, { effects: [] }, seen, 4300).map((v) => v.invariant)).toEqual([
      'screen matches the record',
    ]);
    const paidLater = checkJourney(rules, { effects: [effect('payment', 'RR1', { at: 2000 })] }, seen, 4300);
    expect(paidLater.map((v) => v.message)).toEqual([
      'the screen said "Processing failed" 1000 ms after the record had payment done',
    ]);
  });

  it('catches a spinner past the limit, a dead end and page errors', () => {
    const seen: Observations = {
      claims: [],
      busy: [
        { key: 'mask', ms: 4000, open: false },
        { key: 'busy button "Pay"', ms: 9000, open: true },
      ],
      deadEnds: [{ text: 'Network error', at: 1 }],
      pageErrors: ['unhandled rejection: boom'],
    };
    expect(checkJourney(rules, { effects: [] }, seen, 4300).map((v) => v.invariant)).toEqual([
      'no endless spinner',
      'a way on from every error',
      'no page errors',
    ]);
  });
});

describe('checkDraft', () => {
  const draft = { text: 'Charged twice', photos: 2 };
  it('a draft is either sent whole or still on the phone', () => {
    const sent = {
      effects: [effect('complaint', '6001', { detail: { text: 'Charged twice', images: '/a,/b' } })],
    };
    expect(checkDraft(sent, draft, null)).toEqual([]);
    expect(checkDraft({ effects: [] }, draft, { text: 'Charged twice', photos: 2 })).toEqual([]);
  });

  it('catches a draft lost (not sent, form empty) or sent without its photos', () => {
    expect(checkDraft({ effects: [] }, draft, { text: '', photos: 0 })[0]?.invariant).toBe(
      'draft never lost',
    );
    const partial = {
      effects: [effect('complaint', '6001', { detail: { text: 'Charged twice', images: '/a' } })],
    };
    expect(checkDraft(partial, draft, null)[0]?.invariant).toBe('draft never lost');
  });
});
