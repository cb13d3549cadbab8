// Fixture builders: plain-word overrides in, the backend's wire format out. Each result is checked
// against the endpoint's own schema, so a fixture can never drift from what the client parses.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { endpoints } from '../endpoints';
import {
  createBankCard,
  createExtensionDetail,
  createInstalmentPlan,
  createOrder,
  createVirtualAccount,
  INSTALMENT_DUE,
  payInstalments,
  planBalance,
} from './index';

describe('repay', () => {
  it('an overdue order has its first instalment due, with a late fee', () => {
    const plan = createInstalmentPlan({ order: createOrder({ status: 180 }) });
    const parsed = v.parse(endpoints.instalmentPlan.data, plan);
    expect(parsed.paid).toEqual([]);
    expect(parsed.pending[0]).toMatchObject({ status: INSTALMENT_DUE, selectable: true });
    expect(parsed.pending[0]!.description).toMatch(/^Terlambat 5 hari, termasuk denda Rp /);
    expect(Number(parsed.pending[0]!.totalAmount)).toBeGreaterThan(Number(parsed.pending[1]!.totalAmount));
    // The lateness as fields too: the days, and the fee that makes the difference to the next instalment.
    expect(parsed.pending[0]!.overdueDays).toBe(5);
    expect(parsed.pending[0]!.description).toContain(
      parsed.pending[0]!.lateFee.replace(/\B(?=(\d{3})+$)/g, '.'),
    );
    expect(parsed.pending[1]).toMatchObject({ overdueDays: 0, lateFee: '' });
  });

  it('payInstalments pays whole instalments in order', () => {
    const plan = createInstalmentPlan({ paid: 0, overdueDays: -3 });
    const first = Number(plan.repayPlanDetail.repayWaitDetail[0]!.totalAmount);
    const { plan: after, paid } = payInstalments(plan, first + 10, 'ID');
    expect(paid).toBe(1);
    expect(after.repayWaitCount).toBe(2);
    expect(planBalance(after)).toBe(planBalance(plan) - first);
    expect(after.repayPlanDetail.repayYetDetail[0]).toMatchObject({ periodStatus: 200, canClick: 0 });
  });

  it('builds every repay payload in wire format', () => {
    const order = createOrder({ market: 'IN', orderId: '42' });
    expect(
      v.parse(endpoints.extensionDetail.data, createExtensionDetail({ market: 'IN', order })),
    ).toMatchObject({
      productName: 'Rupee Express',
      feeAmount: '600',
    });
    expect(
      v.parse(
        endpoints.virtualAccount.data,
        createVirtualAccount({ payType: 1, payCode: 'BNI', orderId: '42' }),
      ),
    ).toMatchObject({ payType: 'bank', code: '880800000042', paymentSteps: { kind: 'bank' } });
    expect(v.parse(endpoints.virtualAccount.data, createVirtualAccount())).toMatchObject({
      payType: 'market',
      payCode: 'ALFAMART',
      paymentSteps: { kind: 'market' },
    });
    expect(createBankCard({ market: 'IN', index: 1 })).toMatchObject({ bankName: 'State Bank of India' });
  });
});
