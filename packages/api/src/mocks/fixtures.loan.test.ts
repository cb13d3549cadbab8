// Fixture builders: plain-word overrides in, the backend's wire format out. Each result is checked
// against the endpoint's own schema, so a fixture can never drift from what the client parses.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { endpoints } from '../endpoints';
import {
  catalogueProducts,
  createExtensionDetail,
  createInstalmentPlan,
  createLoanConfirm,
  createOrder,
  createProduct,
  dayAfter,
  disguiseProduct,
  lateFeeMinor,
  MOCK_DAYS_OVERDUE,
  money,
  ORDER_STATUSES,
  SAMPLE_AGREEMENT_PATH,
  SAMPLE_AGREEMENT_PATH_ID,
  sampleAgreementPath,
  statusCopy,
  withStatus,
  type WireOrder,
} from './index';

describe('products', () => {
  it('createProduct({ enabled: false }) is a disabled product on the wire', () => {
    const wire = createProduct({ enabled: false });
    expect(wire).toMatchObject({ buttonStatus: 0, buttonText: 'Kuota habis', productName: 'Dana Kilat' });
    expect(v.parse(endpoints.recommendProducts.data, [wire])[0]).toMatchObject({ enabled: false, id: '1' });
  });

  it('takes plain overrides and raw wire fields', () => {
    const wire = createProduct({ market: 'IN', id: '2', tags: ['New'], wire: { buttonStatus: '1' } });
    expect(v.parse(endpoints.recommendProducts.data, { list: [wire] })[0]).toMatchObject({
      name: 'QuickCash',
      tags: ['New'],
      enabled: true,
      amountRange: 'Rs. 5,000 - Rs. 50,000',
    });
  });

  it('disguises a product for loan details and the joint-login failure page', () => {
    const parsed = v.parse(endpoints.jointFailureInfo.data, {
      message: 'x',
      products: catalogueProducts('ID').map(disguiseProduct),
    });
    expect(parsed.products.map((p) => [p.name, p.enabled])).toEqual([
      ['Dana Kilat', true],
      ['Tunai Cepat', true],
      ['Pinjam Mudah', true],
      ['Modal Usaha', false],
      ['Dompet Aman', true],
    ]);
  });

  it('draws logos as SVG data URIs (no remote images)', () => {
    for (const market of ['ID', 'IN'] as const) {
      for (const p of catalogueProducts(market)) expect(p.productLogo).toMatch(/^data:image\/svg\+xml,/);
    }
  });
});

describe('orders', () => {
  it('createOrder({ status: 174 }) carries the status and its texts', () => {
    const wire = createOrder({ status: 174, isDelay: true });
    expect(wire).toMatchObject({
      orderStatus: 174,
      isDelay: '1',
      isScore: '0',
      noticeStatusText: 'Tagihan jatuh tempo',
    });
    expect(v.parse(endpoints.loanDetails.data, wire)).toMatchObject({
      status: 174,
      canExtend: true,
      askForRating: false,
      productName: 'Dana Kilat',
    });
  });

  it('has texts for every status the screens branch on, in both languages', () => {
    for (const status of ORDER_STATUSES) {
      expect(statusCopy('ID', status)[0]).not.toBe(statusCopy('IN', status)[0]);
      expect(statusCopy('ID', status)[0]).not.toBe('Status pesanan');
    }
  });

  it('amounts travel as numeric text; rows show them formatted per market', () => {
    expect(createOrder().loanAmount).toBe('1500000');
    expect(createOrder().userOrderDetail.detail[1]).toEqual({
      text: 'Jumlah pinjaman',
      value: 'Rp 1.500.000',
    });
    expect(createOrder({ market: 'IN', amount: 150000 }).userOrderDetail.detail[1]).toEqual({
      text: 'Loan amount',
      value: 'Rs. 1,50,000.00',
    });
    expect(money('ID', 15_000_000)).toBe('Rp 15.000.000');
  });

  const lines = (order: WireOrder) =>
    Object.fromEntries(order.userOrderDetail.detail.map((r) => [r.text, r.value]));

  it('shows no due date or amount to repay while under review (21) or not approved (110)', () => {
    for (const status of [21, 110]) {
      for (const market of ['ID', 'IN'] as const) {
        const texts = Object.keys(lines(createOrder({ market, status })));
        expect(texts).not.toContain(market === 'ID' ? 'Jatuh tempo' : 'Due date');
        expect(texts).not.toContain(market === 'ID' ? 'Total pengembalian' : 'Total to repay');
      }
    }
    expect(Object.keys(lines(createOrder({ market: 'IN', status: 174 })))).toContain('Due date');
  });

  it('shows an overdue order (180) with its days late, late fee and what is due now, adding up', () => {
    // Rs. 15,000 at 0.08% a day for 120 days: Rs. 1,440 interest, Rs. 16,440 to repay in 4 instalments
    // of Rs. 4,110; the first is 5 days late.
    const order = lines(createOrder({ market: 'IN', productId: '2', status: 180 }));
    expect(order['Days overdue']).toBe(`${MOCK_DAYS_OVERDUE} days`);
    expect(order['Total to repay']).toBe('Rs. 16,440.00');
    // Rs. 1,000 once, then 5% of the overdue Rs. 4,110 (Rs. 205.50) for each of 5 days.
    expect(lateFeeMinor('IN', 411_000, 5)).toBe(100_000 + 5 * 20_550);
    expect(order['Late fee']).toBe('Rs. 2,027.50');
    expect(order['Total due now']).toBe('Rs. 6,137.50');
    // The overdue instalment's due date is MOCK_DAYS_OVERDUE days before the mock's today.
    expect(order['Due date']).toBe(dayAfter(-MOCK_DAYS_OVERDUE));
  });

  it('an overdue order, its instalment plan and its extension page show the same late fee', () => {
    for (const market of ['ID', 'IN'] as const) {
      const wire = createOrder({ market, productId: '2', status: 180 });
      const order = lines(wire);
      const plan = createInstalmentPlan({ market, order: wire });
      const first = plan.repayPlanDetail.repayWaitDetail[0]!;
      const fee = market === 'ID' ? order['Denda keterlambatan']! : order['Late fee']!;
      expect(first.repayDes).toContain(fee);
      expect(first.amount).toBe(market === 'ID' ? order['Total yang harus dibayar'] : order['Total due now']);
      const extension = createExtensionDetail({ market, order: wire }).orderDetail.detail;
      expect(extension.find((r) => r.text === (market === 'ID' ? 'Denda' : 'Late fee'))?.value).toBe(fee);
    }
  });

  it('mentions an extension only when the extension link shows', () => {
    for (const status of ORDER_STATUSES) {
      for (const market of ['ID', 'IN'] as const) {
        const [text, description] = statusCopy(market, status, false);
        expect(`${text} ${description}`).not.toMatch(/extend|perpanj/i);
      }
    }
    expect(statusCopy('IN', 3, true)[1]).toMatch(/extend/);
    expect(createOrder({ market: 'IN', status: 3, isDelay: true }).noticeDesText).toMatch(/extend/);
    expect(withStatus(createOrder({ market: 'IN', status: 174 }), 'IN', 3).noticeDesText).not.toMatch(
      /extend/,
    );
  });
});

describe('loan confirmation', () => {
  it('createLoanConfirm({ type: 1, popAgreementUrl }) parses into the pop-up variant', () => {
    const wire = createLoanConfirm({ type: 1, popAgreementUrl: sampleAgreementPath('ID') });
    expect(v.parse(endpoints.loanConfirm.data, wire)).toMatchObject({
      type: 1,
      popAgreementUrl: '/mock-assets/agreements/sample-loan-agreement-id.html',
      amount: '1500000',
      periods: 91,
      rateText: 'Bunga 0,05% per hari',
    });
  });

  it('the sample agreement is in the language of the market: Indonesian for ID, English for IN', () => {
    expect(sampleAgreementPath('ID')).toBe(SAMPLE_AGREEMENT_PATH_ID);
    expect(SAMPLE_AGREEMENT_PATH_ID).toBe('/mock-assets/agreements/sample-loan-agreement-id.html');
    expect(sampleAgreementPath('IN')).toBe(SAMPLE_AGREEMENT_PATH);
    expect(SAMPLE_AGREEMENT_PATH).toBe('/mock-assets/agreements/sample-loan-agreement.html');
  });

  it('has a repayment plan that adds up to the total', () => {
    const wire = createLoanConfirm({ market: 'IN', productId: '2' });
    const total = wire.repay_plans.reduce((sum, p) => sum + Number(p.amount), 0);
    expect(wire.details.at(-1)).toEqual({
      text: 'Total to repay',
      value: `Rs. ${total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    });
    expect(wire.repay_plans).toHaveLength(4);
    expect(wire.detail1.length + wire.detail2.length).toBe(wire.details.length);
  });
});
