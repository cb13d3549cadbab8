// Fixture builders: plain-word overrides in, the backend's wire format out. Each result is checked
// against the endpoint's own schema, so a fixture can never drift from what the client parses.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { endpoints } from '../endpoints';
import {
  catalogueProducts,
  createBankCard,
  createChannelTemplate,
  answerComplaint,
  createComplaint,
  createExtensionDetail,
  createInstalmentPlan,
  createLoanConfirm,
  createOrder,
  createProduct,
  createQaList,
  createVirtualAccount,
  complaintDetailOf,
  createMockStore,
  disguiseProduct,
  INSTALMENT_DUE,
  money,
  ORDER_STATUSES,
  payInstalments,
  planBalance,
  sampleAgreementPath,
  SAMPLE_AGREEMENT_PATH,
  SAMPLE_AGREEMENT_PATH_ID,
  statusCopy,
  dayAfter,
  lateFeeMinor,
  MOCK_DAYS_OVERDUE,
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

describe('complaints, chatbot, promotion', () => {
  it('a complaint with a reply asks for a rating; its images are local files', () => {
    const wire = createComplaint({ reply: 'Sudah kami perbaiki.', images: ['/mock-assets/receipt.svg'] });
    expect(v.parse(endpoints.problemDetail.data, complaintDetailOf(wire))).toMatchObject({
      reply: 'Sudah kami perbaiki.',
      askForRating: true,
      images: ['/mock-assets/receipt.svg'],
      type: 'Pembayaran',
    });
  });

  it('an answered complaint is resolved with the market reply (or the given one) and asks for a rating', () => {
    const filed = createComplaint({ market: 'IN', problemId: '6001', content: 'Charged twice.' });
    expect(complaintDetailOf(filed)).toMatchObject({ disposeDetail: '', isScore: 0 });
    const answered = answerComplaint(filed, 'IN');
    expect(v.parse(endpoints.problemDetail.data, complaintDetailOf(answered))).toMatchObject({
      problemId: '6001',
      content: 'Charged twice.',
      reply: 'Thank you for telling us. We have checked your order and the problem is now solved.',
      replyImages: [],
      askForRating: true,
    });
    expect(
      answerComplaint(filed, 'ID', {
        text: 'Sudah kami perbaiki.',
        images: ['/mock-assets/reply-proof.svg'],
      }),
    ).toMatchObject({
      disposeDetail: 'Sudah kami perbaiki.',
      disposeImages: ['/mock-assets/reply-proof.svg'],
    });
    // The complaint it answers is left as it was.
    expect(filed.disposeDetail).toBe('');
  });

  it('chatbot categories and answers parse', () => {
    expect(v.parse(endpoints.qaList.data, createQaList('IN')).answers).toHaveLength(4);
    expect(v.parse(endpoints.qaList.data, createQaList('ID', 4)).answers[0]).toMatchObject({ actionType: 4 });
  });

  it('the landing template uses the local banner in the market’s colours and leaves the phone rule to the market', () => {
    expect(v.parse(endpoints.channelTemplate.data, createChannelTemplate({ market: 'IN' }))).toMatchObject({
      bannerImage: '/mock-assets/banner-promo-in.svg',
      phoneRule: null,
      appName: 'Rupee Express',
    });
    expect(createChannelTemplate({ market: 'ID' }).bannerImage).toBe('/mock-assets/banner-promo.svg');
  });
});

describe('the store', () => {
  it('seeds both markets without a single remote URL', () => {
    const store = createMockStore();
    for (const market of ['ID', 'IN'] as const) {
      const data = store.for(market);
      const text = JSON.stringify({
        ...data,
        orders: [...data.orders.values()],
        registeredPhones: [...data.registeredPhones],
      });
      expect(text).not.toMatch(/https?:\/\//);
    }
  });

  it('takes orders and products from the seed', () => {
    const store = createMockStore({
      orders: [createOrder({ orderId: '1', status: 200 })],
      products: [createProduct({ id: '3' })],
      smsCode: '654321',
    });
    expect([...store.data.orders.keys()]).toEqual(['1']);
    expect(store.data.products.map((p) => p.productName)).toEqual(['Pinjam Mudah']);
    expect(store.smsCode).toBe('654321');
    store.reseed({ orderStatus: 21 });
    expect(store.data.orders.get('1')?.orderStatus).toBe(21);
  });

  it('keeps its whole state in a snapshot (the demo app survives page loads with it)', () => {
    const store = createMockStore({ orderStatus: 180 });
    store.for('IN');
    store.data.complaints.push(createComplaint({ problemId: '7001', content: 'Filed before the reload.' }));
    store.data.registeredPhones.add('081377778888');
    store.data.orders.set('10001', { ...store.data.orders.get('10001')!, isScore: '1' });
    store.smsCode = '246810';
    const text = store.snapshot();

    const next = createMockStore();
    expect(next.restore(text)).toBe(true);
    expect(next.data.complaints.at(-1)).toMatchObject({ problemId: '7001' });
    expect(next.data.registeredPhones.has('081377778888')).toBe(true);
    expect(next.data.orders.get('10001')).toMatchObject({ isScore: '1', orderStatus: 180 });
    expect(next.for('IN').orders.size).toBe(5);
    expect(next.smsCode).toBe('246810');
    // The seed came along: a reset goes back to the scenario's state, not the defaults.
    next.reset();
    expect(next.data.orders.get('10002')?.orderStatus).toBe(180);
    expect(next.data.complaints.some((c) => c.problemId === '7001')).toBe(false);
  });

  it('refuses a snapshot it cannot read', () => {
    const store = createMockStore();
    store.data.registeredPhones.add('0800');
    expect(store.restore('not json')).toBe(false);
    expect(store.restore('{"version":0}')).toBe(false);
    expect(store.data.registeredPhones.has('0800')).toBe(true);
  });
});
