// The repay area's index: its endpoint table, typed calls and each endpoint's definition. The endpoints'
// schemas and wire payloads are tested beside them (instalments, virtualAccount, cardRepayment).
import { describe, expect, it } from 'vitest';
import { repayTestKit } from '../test-support/repayTestKit';
import { createApi, endpoints } from './index';
import {
  extensionDetail,
  instalmentPlan,
  payOptions,
  repayCalls,
  repayEndpoints,
  repaymentCommit,
  repaymentConfirm,
  repaymentRedirect,
  bindCard,
  repaymentWay,
  virtualAccount,
} from './repay';

/** The card-repayment calls' base on the API root (no general segment). */
const CARD_BASE = '/api/v1/youmi/youmi-api/service/loan/';

const { newClient } = repayTestKit();

describe('the repay endpoints', () => {
  it('are in the endpoint table and the typed API', () => {
    for (const [key, ep] of Object.entries(repayEndpoints)) expect(endpoints).toHaveProperty(key, ep);
    expect(Object.keys(createApi(newClient()))).toEqual(
      expect.arrayContaining(Object.keys(repayCalls(newClient()))),
    );
  });

  it.each([
    ['loan-play-detail', 'general', '/v3/installment/loan-play-detail', 'zero', undefined, instalmentPlan],
    ['delay-detail', 'general', '/v3/loan-details/delay-detail', 'zero', undefined, extensionDetail],
    ['generate-vcode', 'general', '/v3/repay/generate-vcode', 'zero', true, virtualAccount],
    ['init-pay-type', 'general', '/v3/repay/init-pay-type', 'zero', undefined, payOptions],
    ['repayment-way', 'root', `${CARD_BASE}repayment-way`, 'doubleZero', undefined, repaymentWay],
    ['repayment-commit', 'root', `${CARD_BASE}repayment-commit`, 'doubleZero', true, repaymentCommit],
    ['repayment-confirm', 'root', `${CARD_BASE}repayment-confirm`, 'doubleZero', true, repaymentConfirm],
    [
      'repayment-huichao',
      'root',
      `${CARD_BASE}repayment-huichao`,
      'doubleZero',
      undefined,
      repaymentRedirect,
    ],
    ['bind-card', 'root', `${CARD_BASE}bind-card`, 'doubleZero', true, bindCard],
  ] as const)('%s: POST %s %s, success %s, intent %s', (name, base, path, success, intent, ep) => {
    expect(ep).toMatchObject({ name, method: 'POST', base, path, success });
    expect(ep.intent).toBe(intent);
  });
});
