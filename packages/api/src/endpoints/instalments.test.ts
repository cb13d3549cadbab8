import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { repayTestKit } from '../test-support/repayTestKit';
import { extensionDetail, instalmentPlan } from './instalments';

const { api, serve, malformedField, formOf } = repayTestKit();

describe('instalment plan', () => {
  it('reads an Indonesian plan', () => {
    const wire = {
      productName: 'Dana Kilat',
      repayWaitCount: 2,
      note: 'Bayar sebelum jatuh tempo untuk menghindari denda.',
      repayPlanDetail: {
        repayWaitDetail: [
          {
            periodNo: 2,
            totalAmount: '1250000',
            amount: 'Rp 1.250.000',
            canClick: 1,
            periodStatus: 500,
            repayDes: 'Terlambat 3 hari',
            dueTime: '2024-05-10',
            overdueDays: '3',
            lateFee: 3750,
          },
          {
            periodNo: '3',
            totalAmount: 1250000,
            amount: 'Rp 1.250.000',
            canClick: '0',
            periodStatus: '100',
            repayDes: '',
            dueTime: '2024-06-10 23:59:59',
          },
        ],
        repayYetDetail: [
          {
            periodNo: 1,
            totalAmount: '1250000',
            amount: 'Rp 1.250.000',
            canClick: 0,
            periodStatus: 200,
            repayDes: 'Lunas',
            dueTime: '2024-04-10',
          },
        ],
      },
    };
    expect(v.parse(instalmentPlan.data, wire)).toEqual({
      productName: 'Dana Kilat',
      waitingCount: 2,
      note: 'Bayar sebelum jatuh tempo untuk menghindari denda.',
      pending: [
        {
          period: 2,
          totalAmount: '1250000',
          amountText: 'Rp 1.250.000',
          selectable: true,
          status: 500,
          description: 'Terlambat 3 hari',
          dueTime: '2024-05-10',
          overdueDays: 3,
          lateFee: '3750',
        },
        {
          period: 3,
          totalAmount: '1250000',
          amountText: 'Rp 1.250.000',
          selectable: false,
          status: 100,
          description: '',
          dueTime: '2024-06-10 23:59:59',
          overdueDays: 0,
          lateFee: '',
        },
      ],
      paid: [
        {
          period: 1,
          totalAmount: '1250000',
          amountText: 'Rp 1.250.000',
          selectable: false,
          status: 200,
          description: 'Lunas',
          dueTime: '2024-04-10',
          overdueDays: 0,
          lateFee: '',
        },
      ],
    });
  });

  it('reads an Indian plan with decimal amounts, text flags and missing optional fields', () => {
    const plan = v.parse(instalmentPlan.data, {
      productName: 'RupeeNow',
      repayWaitCount: '1',
      repayPlanDetail: {
        repayWaitDetail: [{ periodNo: 1, totalAmount: 1534.5, amount: null, canClick: '1' }],
        repayYetDetail: null,
      },
    });
    expect(plan).toEqual({
      productName: 'RupeeNow',
      waitingCount: 1,
      note: '',
      pending: [
        {
          period: 1,
          totalAmount: '1534.5',
          amountText: '',
          selectable: true,
          status: 0,
          description: '',
          dueTime: '',
          overdueDays: 0,
          lateFee: '',
        },
      ],
      paid: [],
    });
  });

  it('reads `true` as a flag and counts the pending list when the server sends no count', () => {
    const plan = v.parse(instalmentPlan.data, {
      repayPlanDetail: {
        repayWaitDetail: [
          { periodNo: 1, totalAmount: '500', canClick: true },
          { periodNo: 2, totalAmount: '500', canClick: false },
        ],
      },
    });
    expect(plan.waitingCount).toBe(2);
    expect(plan.pending.map((i) => i.selectable)).toEqual([true, false]);
  });

  it('reads a plan with nothing in it (all paid or none yet) as empty lists', () => {
    expect(v.parse(instalmentPlan.data, { productName: 'Dana Kilat', repayPlanDetail: null })).toEqual({
      productName: 'Dana Kilat',
      waitingCount: 0,
      note: '',
      pending: [],
      paid: [],
    });
  });

  it('names an amount that is not numeric', async () => {
    await expect(
      malformedField(instalmentPlan, {
        repayPlanDetail: {
          repayWaitDetail: [{ periodNo: 1, totalAmount: 'Rp 1.250.000' }],
        },
      }),
    ).resolves.toBe('data.repayPlanDetail.repayWaitDetail.0.totalAmount');
  });

  it('names a missing period number', async () => {
    await expect(
      malformedField(instalmentPlan, {
        repayPlanDetail: { repayYetDetail: [{ totalAmount: '500' }] },
      }),
    ).resolves.toBe('data.repayPlanDetail.repayYetDetail.0.periodNo');
  });
});

describe('extension detail', () => {
  it('reads an Indonesian extension fee', () => {
    expect(
      v.parse(extensionDetail.data, {
        productName: 'Dana Kilat',
        productLogo: '/mock-assets/logo-dana-kilat.png',
        delayShouldPayAmount: '375000',
        delayExpiryTime: '2024-05-17',
        orderDetail: {
          detail: [
            { text: 'Jumlah pinjaman', value: 'Rp 2.500.000' },
            { text: 'Denda', value: '0' },
          ],
        },
        telephone: '021-5050-1234',
      }),
    ).toEqual({
      productName: 'Dana Kilat',
      productLogo: '/mock-assets/logo-dana-kilat.png',
      feeAmount: '375000',
      expiryTime: '2024-05-17',
      rows: [
        { title: 'Jumlah pinjaman', value: 'Rp 2.500.000' },
        { title: 'Denda', value: '0' },
      ],
      telephone: '021-5050-1234',
    });
  });

  it('reads an Indian one with a numeric fee, no order detail and no telephone', () => {
    expect(
      v.parse(extensionDetail.data, {
        productName: 'RupeeNow',
        delayShouldPayAmount: 420.75,
        delayExpiryTime: '2024-05-17 23:59:59',
        orderDetail: null,
        telephone: null,
      }),
    ).toEqual({
      productName: 'RupeeNow',
      productLogo: '',
      feeAmount: '420.75',
      expiryTime: '2024-05-17 23:59:59',
      rows: [],
      telephone: '',
    });
  });

  it('names a missing fee', async () => {
    await expect(malformedField(extensionDetail, { productName: 'Dana Kilat' })).resolves.toBe(
      'data.delayShouldPayAmount',
    );
  });
});

describe('repay calls on the wire', () => {
  const plan = { repayPlanDetail: null };

  it('sends the instalment plan and extension detail with the product and order', async () => {
    const planSeen = serve(instalmentPlan, plan);
    const delaySeen = serve(extensionDetail, { delayShouldPayAmount: '1' });
    await api().instalmentPlan({ productId: 12, orderId: 'ORD-1' });
    await api().extensionDetail({ productId: '12', orderId: 3401 });
    expect(new URL(planSeen[0]!.url).pathname).toBe('/gateway/v3/installment/loan-play-detail');
    expect(new URL(planSeen[0]!.url).searchParams.get('tok')).toBe('t0k');
    expect(await formOf(planSeen[0]!)).toEqual({ productId: '12', orderId: 'ORD-1' });
    expect(await formOf(delaySeen[0]!)).toEqual({ productId: '12', orderId: '3401' });
  });
});
