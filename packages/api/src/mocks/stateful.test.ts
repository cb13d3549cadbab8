// The mock backend remembers: each flow below goes through the real client and typed API, the way a page
// container would, and checks what the next call sees.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient } from '../client';
import { readPageContext } from '../commonParams';
import { createApi, endpoints } from '../endpoints';
import { ApiError } from '../errors';
import {
  ALREADY_REGISTERED,
  createBankCard,
  createMockStore,
  DUPLICATE,
  handlersFor,
  parseScenario,
  REGISTER_WRONG_CAPTCHA,
  SAMPLE_AGREEMENT_PATH,
  SAMPLE_AGREEMENT_PATH_ID,
  STATUS_AFTER_PUSH,
  UNSAFE_URL,
  WRONG_CAPTCHA,
  WRONG_CODE,
  WRONG_SMS_CODE,
  type MockStore,
} from './index';

const config = { apiOrigin: 'https://api.test', generalBase: '/gateway' };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A fresh backend (with a scenario) and the typed API a page container uses. */
function backend(scenario = '', store: MockStore = createMockStore()) {
  server.use(...handlersFor(scenario, store));
  const client = createApiClient({ config, page: readPageContext('?dId=dev-1&tok=t0k') });
  return { store, api: createApi(client) };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

describe('loan', () => {
  it('orderStatus:<n> puts every order in that status, with its texts', async () => {
    const { api } = backend('orderStatus:180');
    for (const orderId of ['10001', '10003', '777']) {
      await expect(api.loanDetails({ productId: 1, orderId })).resolves.toMatchObject({
        status: 180,
        statusText: 'Terlambat bayar',
      });
    }
  });

  it('confirming a loan (loan-detail-push) puts its order under review and opens its details', async () => {
    const { api, store } = backend();
    const confirm = await api.loanConfirm({ productId: 2 });
    const { lendDetailsUrl } = await api.loanPush({
      amount: confirm.amount,
      periods: confirm.periods,
      termUnit: confirm.termUnit,
      productId: 2,
    });
    const url = new URL(lendDetailsUrl);
    expect(url.origin + url.pathname).toBe('https://api.test/loanDetails');
    expect(url.searchParams.get('productId')).toBe('2');
    expect(url.searchParams.get('tok')).toBe('t0k');
    const orderId = url.searchParams.get('orderId')!;
    await expect(api.loanDetails({ productId: 2, orderId })).resolves.toMatchObject({
      status: STATUS_AFTER_PUSH,
      productName: 'Tunai Cepat',
    });
    expect(store.data.orders.get(orderId)?.loanAmount).toBe('3000000');

    // Confirming again reaches the same application, not a second one.
    const again = await api.loanPush({
      amount: confirm.amount,
      periods: 120,
      termUnit: 'hari',
      productId: 2,
    });
    expect(new URL(again.lendDetailsUrl).searchParams.get('orderId')).toBe(orderId);
  });

  it("a confirmed loan takes the scenario's order state, and confirming again reaches the same order", async () => {
    const { api } = backend('orderStatus:174,isScore:1');
    const push = () =>
      api
        .loanPush({ amount: '1500000', periods: 91, termUnit: 'hari', productId: 1 })
        .then(({ lendDetailsUrl }) => {
          const url = new URL(lendDetailsUrl);
          expect(url.pathname).toBe('/loanDetails');
          return url.searchParams.get('orderId')!;
        });
    const orderId = await push();
    // A new order, not the seeded order of the same product.
    expect(orderId).not.toBe('10001');
    await expect(api.loanDetails({ productId: 1, orderId })).resolves.toMatchObject({
      status: 174,
      statusText: 'Tagihan jatuh tempo',
      askForRating: true,
    });
    await api.loanScore({ score: 5, orderId });
    await expect(push()).resolves.toBe(orderId);
    // The rating stays given: confirming again does not ask for another.
    await expect(api.loanDetails({ productId: 1, orderId })).resolves.toMatchObject({ askForRating: false });
  });

  it('links to pages of the app carry the language of the market answered', async () => {
    const id = await backend().api.loanPush({
      amount: '1500000',
      periods: 91,
      termUnit: 'hari',
      productId: 1,
    });
    expect(new URL(id.lendDetailsUrl).searchParams.get('lang')).toBe('0');
    const india = backend('market:IN').api;
    const { lendDetailsUrl } = await india.loanPush({
      amount: '5000',
      periods: 91,
      termUnit: 'days',
      productId: 1,
    });
    expect(new URL(lendDetailsUrl).searchParams.get('lang')).toBe('1');
    const details = await india.loanDetails({ productId: 1, orderId: 10001 });
    expect(new URL(details.h5Url).searchParams.get('lang')).toBe('1');
  });

  it('unsafeUrls makes every address the server gives javascript:', async () => {
    const { api } = backend('unsafeUrls,agreementPopup');
    const confirm = await api.loanConfirm({ productId: 1 });
    expect(confirm.popAgreementUrl).toBe(UNSAFE_URL);
    await expect(api.agreementUrl({ productId: 1, position: 0 })).resolves.toBe(UNSAFE_URL);
    await expect(api.agreementUrl({ productId: 1, position: 1 })).resolves.toBe(UNSAFE_URL);
    await expect(
      api.loanPush({ amount: confirm.amount, periods: 91, termUnit: 'hari', productId: 1 }),
    ).resolves.toEqual({ lendDetailsUrl: UNSAFE_URL });
    await expect(api.loanDetails({ productId: 1, orderId: 10001 })).resolves.toMatchObject({
      h5Url: UNSAFE_URL,
    });
    await expect(api.productApply({ product_id: 2, module_id: 300, scene: 0 })).resolves.toBe(UNSAFE_URL);
    await expect(api.jointProductJump({ productId: 2 })).resolves.toBe(UNSAFE_URL);
    await expect(api.repaymentRedirect({ userId: 1, orderId: 10001, amount: '100000' })).resolves.toBe(
      UNSAFE_URL,
    );
    await expect(api.channelTemplate({ templateId: 1, market: 'ID' })).resolves.toMatchObject({
      downloadUrl: UNSAFE_URL,
    });
    // Only addresses change: the rest of the backend answers as usual.
    await expect(api.loanDetails({ productId: 1, orderId: 10001 })).resolves.toMatchObject({ status: 174 });
  });

  it('a rating (google-score) stops the order asking for one', async () => {
    const { api, store } = backend();
    await expect(api.loanDetails({ productId: 3, orderId: 10003 })).resolves.toMatchObject({
      askForRating: true,
    });
    await api.loanScore({ score: 3, orderId: 10003 });
    await expect(api.loanDetails({ productId: 3, orderId: 10003 })).resolves.toMatchObject({
      askForRating: false,
    });
    expect(store.data.loanRatings).toEqual([{ orderId: '10003', score: 3 }]);
  });

  it('applying for a disabled product is refused; an enabled one leads to its confirmation page', async () => {
    const { api } = backend();
    const refused = await failureOf(api.productApply({ product_id: 4, module_id: 301, scene: 1 }));
    expect(refused.serverMessage).toBe('Produk ini sedang tidak tersedia.');
    const url = await api.productApply({ product_id: 2, module_id: 301, scene: 1 });
    expect(url).toMatch(/^https:\/\/api\.test\/loanConfirm\?productId=2&/);
  });

  it('agreementPopup and confirmType choose the confirmation variant', async () => {
    const { api } = backend('agreementPopup,confirmType:1');
    const confirm = await api.loanConfirm({ productId: 1 });
    expect(confirm.type).toBe(1);
    expect(confirm.popAgreementUrl).toBe(`https://api.test${SAMPLE_AGREEMENT_PATH_ID}`);

    const other = backend('confirmType:2').api;
    await expect(other.loanConfirm({ productId: 1 })).resolves.toMatchObject({
      type: 2,
      popAgreementUrl: '',
    });
  });

  it('the sample agreement is the one of the market answered: Indonesian for ID, English for IN', async () => {
    const id = backend('agreementPopup,confirmType:1').api;
    await expect(id.loanConfirm({ productId: 1 })).resolves.toMatchObject({
      popAgreementUrl: 'https://api.test/mock-assets/agreements/sample-loan-agreement-id.html',
    });
    await expect(id.agreementUrl({ productId: 1, position: 0 })).resolves.toBe(
      `https://api.test${SAMPLE_AGREEMENT_PATH_ID}?position=0`,
    );
    await expect(id.agreementUrl({ productId: 1, position: 2 })).resolves.toBe(
      `https://api.test${SAMPLE_AGREEMENT_PATH_ID}?position=2`,
    );

    const india = backend('agreementPopup,confirmType:1,market:IN').api;
    await expect(india.loanConfirm({ productId: 1 })).resolves.toMatchObject({
      popAgreementUrl: 'https://api.test/mock-assets/agreements/sample-loan-agreement.html',
    });
    await expect(india.agreementUrl({ productId: 1, position: 0 })).resolves.toBe(
      `https://api.test${SAMPLE_AGREEMENT_PATH}?position=0`,
    );

    // One store answers each market with its own page (the demo switches market with the page's lang).
    const { api, store } = backend('agreementPopup,confirmType:1');
    await expect(api.loanConfirm({ productId: 1 })).resolves.toMatchObject({
      popAgreementUrl: `https://api.test${SAMPLE_AGREEMENT_PATH_ID}`,
    });
    store.market = 'IN';
    await expect(api.loanConfirm({ productId: 1 })).resolves.toMatchObject({
      popAgreementUrl: `https://api.test${SAMPLE_AGREEMENT_PATH}`,
    });
    await expect(api.agreementUrl({ productId: 1, position: 0 })).resolves.toBe(
      `https://api.test${SAMPLE_AGREEMENT_PATH}?position=0`,
    );
  });

  it('reset forgets what the calls changed', async () => {
    const { api, store } = backend('orderStatus:174');
    await api.loanScore({ score: 5, orderId: 10001 });
    const { lendDetailsUrl } = await api.loanPush({
      amount: '1500000',
      periods: 91,
      termUnit: 'hari',
      productId: 1,
    });
    const orderId = new URL(lendDetailsUrl).searchParams.get('orderId')!;
    store.reset();
    expect(store.data.orders.has(orderId)).toBe(false);
    expect(store.data.loanRatings).toEqual([]);
    expect(store.calls).toEqual([]);
    // The scenario's state is part of the seed: it survives the reset.
    await expect(api.loanDetails({ productId: 1, orderId: 10002 })).resolves.toMatchObject({ status: 174 });
  });
});

describe('repay', () => {
  async function cardPayment(api: ReturnType<typeof backend>['api'], orderId: string, amount: string) {
    const way = await api.repaymentWay({ orderId });
    return api.repaymentCommit({ amount, card: way.bankCards[0]!, orderId, repayToken: way.repayToken });
  }

  it('paying the due instalment by card (commit, SMS code, confirm) moves it to paid', async () => {
    const { api, store } = backend();
    const before = await api.instalmentPlan({ productId: 1, orderId: 10001 });
    expect(before.pending.map((i) => i.period)).toEqual([2, 3]);
    expect(before.paid.map((i) => i.period)).toEqual([1]);
    const due = before.pending[0]!;

    const commit = await cardPayment(api, '10001', due.totalAmount);
    expect(commit.needsCode).toBe(true);
    const wrong = await failureOf(
      api.repaymentConfirm({ orderId: 10001, verifyCode: '000000', recordId: commit.recordId }),
    );
    expect(wrong.code).toBe(WRONG_CODE);
    await api.repaymentConfirm({ orderId: 10001, verifyCode: store.smsCode, recordId: commit.recordId });

    const after = await api.instalmentPlan({ productId: 1, orderId: 10001 });
    expect(after.pending.map((i) => i.period)).toEqual([3]);
    expect(after.paid.map((i) => i.period)).toEqual([1, 2]);
    expect(after.paid[1]).toMatchObject({ status: 200, selectable: false });
    expect(after.waitingCount).toBe(1);
    // Nothing is due any more: the order is back to "repaying".
    await expect(api.loanDetails({ productId: 1, orderId: 10001 })).resolves.toMatchObject({ status: 170 });

    const twice = await failureOf(
      api.repaymentConfirm({ orderId: 10001, verifyCode: store.smsCode, recordId: commit.recordId }),
    );
    expect(twice.code).toBe(DUPLICATE);
  });

  it('paying everything repays the order', async () => {
    const { api, store } = backend('needValid:0');
    const plan = await api.instalmentPlan({ productId: 2, orderId: 10005 });
    const total = plan.pending.reduce((sum, i) => sum + Number(i.totalAmount), 0);
    const commit = await cardPayment(api, '10005', String(total));
    // Without the SMS step the commit pays at once.
    expect(commit.needsCode).toBe(false);
    await expect(api.instalmentPlan({ productId: 2, orderId: 10005 })).resolves.toMatchObject({
      pending: [],
      waitingCount: 0,
    });
    await expect(api.loanDetails({ productId: 2, orderId: 10005 })).resolves.toMatchObject({
      status: 200,
      canExtend: false,
    });
    expect([...store.data.repayments.values()][0]).toMatchObject({ orderId: '10005', paid: true });
  });

  it('asking for the code again keeps the same repayment record', async () => {
    const { api } = backend();
    const way = await api.repaymentWay({ orderId: 10001 });
    const card = way.bankCards[0]!;
    const first = await api.repaymentCommit({
      amount: '522750',
      card,
      orderId: 10001,
      repayToken: way.repayToken,
    });
    const resent = await api.repaymentCommit({
      amount: '522750',
      card,
      orderId: 10001,
      repayToken: way.repayToken,
      resendCode: true,
    });
    expect(resent.recordId).toBe(first.recordId);
  });

  it('a card bound in the store appears in the card list', async () => {
    const { api, store } = backend();
    store.data.bankCards.push(
      createBankCard({ id: 'card-9', bankName: 'BRI', cardNo: '6013 **** **** 5501', bankCode: '002' }),
    );
    const way = await api.repaymentWay({ orderId: 10001 });
    expect(way.bankCards.map((c) => c.bankName)).toEqual(['BCA', 'Mandiri', 'BRI']);
  });

  it('binding a card adds it to the card list, masked', async () => {
    const { api } = backend();
    const bound = await api.bindCard({
      orderId: 10001,
      bankCode: '009',
      bankName: 'BNI',
      cardNo: '5264 2210 9988 4321',
      holderName: 'Siti Rahma',
      phone: '081234567890',
    });
    expect(bound.cardNo).toBe('5264 **** **** 4321');
    const way = await api.repaymentWay({ orderId: 10001 });
    expect(way.bankCards.map((c) => c.bankName)).toEqual(['BCA', 'Mandiri', 'BNI']);
  });

  it('refuses a card number that is too short, with a message', async () => {
    const { api } = backend();
    const error = await api
      .bindCard({
        orderId: 10001,
        bankCode: '009',
        bankName: 'BNI',
        cardNo: '1234',
        holderName: 'S',
        phone: '0812',
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', serverMessage: 'Nomor kartu tidak valid.' });
  });

  it('a virtual account follows the chosen method and is kept for the order', async () => {
    const { api, store } = backend();
    const bank = await api.virtualAccount({
      productId: 1,
      orderId: 10001,
      amount: '522750',
      choice: { payType: 'bank', payCode: 'BCA', specificNum: '0141' },
    });
    expect(bank).toMatchObject({ payType: 'bank', payCode: 'BCA', amount: '522750', specificNum: '0141' });
    expect(bank.paymentSteps.kind).toBe('bank');
    const market = await api.virtualAccount({ productId: 1, orderId: 10001, amount: '522750' });
    expect(market).toMatchObject({ payType: 'market', payCode: 'ALFAMART' });
    expect(store.data.virtualAccounts.get('10001')?.payCode).toBe('ALFAMART');
  });
});

describe('complaints', () => {
  it('a saved complaint appears in the list (in progress) and opens in its details', async () => {
    const { api } = backend();
    const image = await api.problemImageUpload({
      problemImage: new Blob(['<svg/>'], { type: 'image/svg+xml' }),
    });
    expect(image).toBe('/mock-assets/receipt.svg');
    await api.problemSave({
      problemType: 3,
      problemDetail: 'Biaya layanan lebih besar dari yang tertulis.',
      problemImage: [image],
      orderNo: 'LN2025060210002',
    });
    const [inProgress, resolved] = await api.problemList();
    expect(inProgress!.name).toBe('Diproses');
    const filed = inProgress!.complaints[0]!;
    expect(filed).toMatchObject({
      type: 'Biaya dan bunga',
      content: 'Biaya layanan lebih besar dari yang tertulis.',
    });
    expect(resolved!.complaints.map((c) => c.id)).toEqual(['5001']);

    await expect(api.problemDetail({ problemId: filed.id })).resolves.toMatchObject({
      problemId: filed.id,
      type: 'Biaya dan bunga',
      images: ['/mock-assets/receipt.svg'],
      reply: '',
      askForRating: false,
    });
  });

  it('refuses a collection complaint about an order that does not allow one', async () => {
    const { api, store } = backend();
    const orderNo = store.data.orders.get('10004')!.orderNo;
    const entry = await api.problemInit({ orderId: 10004 });
    expect(entry.order).toMatchObject({ orderNo, allowsCollection: false });
    const error = await failureOf(
      api.problemSave({ problemType: 1, problemSonType: 11, problemDetail: 'Ditelepon terus.', orderNo }),
    );
    expect(error.serverMessage).toBe('Pesanan yang dipilih tidak mendukung keluhan penagihan.');
  });

  it('a rating stops the complaint asking for one', async () => {
    const { api, store } = backend();
    await expect(api.problemDetail({ problemId: 5001 })).resolves.toMatchObject({ askForRating: true });
    await api.problemScore({ score: 4, problemId: 5001 });
    await expect(api.problemDetail({ problemId: 5001 })).resolves.toMatchObject({ askForRating: false });
    expect(store.data.complaints[0]).toMatchObject({ score: 4 });
  });

  it('complaintReply: a complaint filed is answered at once — resolved in the list, asking for a rating', async () => {
    const { api } = backend('complaintReply');
    await api.problemSave({
      problemType: 2,
      problemDetail: 'Cicilan saya terpotong dua kali.',
      problemImage: ['/mock-assets/receipt.svg', '/mock-assets/transfer-screenshot.svg'],
      orderNo: 'LN2025060210001',
    });
    const [inProgress, resolved] = await api.problemList();
    expect(inProgress!.complaints.map((c) => c.content)).not.toContain('Cicilan saya terpotong dua kali.');
    const filed = resolved!.complaints.find((c) => c.content === 'Cicilan saya terpotong dua kali.');
    expect(resolved!.complaints.map((c) => c.id)).toEqual([filed!.id, '5001']);
    const problemId = filed!.id;
    await expect(api.problemDetail({ problemId })).resolves.toMatchObject({
      content: 'Cicilan saya terpotong dua kali.',
      images: ['/mock-assets/receipt.svg', '/mock-assets/transfer-screenshot.svg'],
      reply: expect.stringMatching(/\S/),
      askForRating: true,
    });
    await api.problemScore({ score: 4, problemId });
    await expect(api.problemDetail({ problemId })).resolves.toMatchObject({ askForRating: false });
    expect(parseScenario('complaintReply:0').state).toEqual({ complaintReply: false });
    expect(parseScenario('complaintReply:maybe').problems).toHaveLength(1);
  });

  // Information pages: `mock=serviceContact:…` leaves parts of the contact out.
  it.each([
    ['noPhone', { email: 'bantuan@danakilat.example', phone: '' }],
    ['noEmail', { email: '', phone: '021-5091-8800' }],
    ['none', { email: '', phone: '' }],
  ] as const)('serviceContact:%s answers %j', async (serviceContact, contact) => {
    const { api } = backend(`serviceContact:${serviceContact}`);
    await expect(api.customerContact()).resolves.toEqual(contact);
  });

  it('sends the customer service constant on the wire', async () => {
    const { api, store } = backend();
    await expect(api.customerContact()).resolves.toEqual({
      email: 'bantuan@danakilat.example',
      phone: '021-5091-8800',
    });
    expect(store.calls[0]).toMatchObject({
      endpoint: 'get-whatsapp',
      payload: { overall: '30', tok: 't0k' },
    });
  });
});

describe('chatbot', () => {
  it('walks from the categories to answers and records a low score with a message back', async () => {
    const { api, store } = backend();
    const top = await api.qaList({ orderNo: 'LN2025060210001', pid: 0 });
    expect(top.answers.map((a) => a.titleAlias)).toEqual([
      'Pembayaran',
      'Pinjaman',
      'Perpanjangan',
      'Penagihan',
    ]);
    const payments = await api.qaList({ orderNo: 'LN2025060210001', pid: top.answers[0]!.id });
    expect(payments.question).toEqual({ id: '1', title: 'Pembayaran dan cicilan' });
    expect(payments.answers.some((a) => a.actionType === 4)).toBe(true);
    const reply = await api.qaRecord({ orderNo: 'LN2025060210001', type: 3, value: 2, qaId: 102 });
    expect(reply.message).toMatch(/^Terima kasih/);
    await expect(api.qaRecord({ orderNo: 'LN2025060210001', type: 2, value: 1, qaId: 101 })).resolves.toEqual(
      { message: '' },
    );
    expect(store.data.qaRecords).toHaveLength(2);
  });

  // Chatbot scenarios: an empty category, a failing record type, a low score without a message.
  it('qaEmptyCategory:2 empties that category only', async () => {
    const { api } = backend('qaEmptyCategory:2');
    expect((await api.qaList({ orderNo: 'LN1', pid: 0 })).answers).toHaveLength(4);
    expect((await api.qaList({ orderNo: 'LN1', pid: 2 })).answers).toEqual([]);
    expect((await api.qaList({ orderNo: 'LN1', pid: 1 })).answers.length).toBeGreaterThan(0);
  });

  it('qaRecordFails:3 refuses star scores and keeps none; other records go through', async () => {
    const { api, store } = backend('qaRecordFails:3');
    await expect(api.qaRecord({ orderNo: 'LN1', type: 3, value: 5, qaId: 101 })).rejects.toMatchObject({
      code: 1,
    });
    await expect(api.qaRecord({ orderNo: 'LN1', type: 2, value: 1, qaId: 101 })).resolves.toEqual({
      message: '',
    });
    expect(store.data.qaRecords.map((r) => r.type)).toEqual([2]);
  });

  it('qaSilentLowScore answers a low score without a message', async () => {
    const { api } = backend('qaSilentLowScore');
    await expect(api.qaRecord({ orderNo: 'LN1', type: 3, value: 2, qaId: 101 })).resolves.toEqual({
      message: '',
    });
  });
});

describe('promotion', () => {
  const form = (store: MockStore, phone: string) => ({
    phone,
    capcode: store.captchaText.toLowerCase(),
    sid: 'sid-0001',
    deviceId: 'dev-1',
    appName: 'Dana Kilat',
  });

  it('registering a number makes it "already registered" (code 11)', async () => {
    const { api, store } = backend();
    const sid = await api.promotionSid();
    expect(sid).toBe('sid-0001');
    await api.promotionSms(form(store, '081311112222'));
    await api.promotionRegister({
      ...form(store, '081311112222'),
      merchantNumber: 'M-ID-0042',
      smsCode: store.smsCode,
      id: 8,
    });
    expect(store.data.registeredPhones.has('081311112222')).toBe(true);

    const again = await failureOf(
      api.promotionRegister({
        ...form(store, '081311112222'),
        merchantNumber: 'M-ID-0042',
        smsCode: store.smsCode,
        id: 8,
      }),
    );
    expect(again.code).toBe(ALREADY_REGISTERED);
    expect(again.serverMessage).toMatch(/sudah terdaftar/);
    const sms = await failureOf(api.promotionSms(form(store, '081311112222')));
    expect(sms.code).toBe(ALREADY_REGISTERED);
  });

  it('answers a wrong captcha and a wrong SMS code with their codes', async () => {
    const { api, store } = backend();
    const sms = await failureOf(api.promotionSms({ ...form(store, '081300000001'), capcode: 'XXXX' }));
    expect(sms.code).toBe(WRONG_CAPTCHA);
    const captcha = await failureOf(
      api.promotionRegister({
        ...form(store, '081300000001'),
        capcode: 'XXXX',
        merchantNumber: 'M',
        smsCode: store.smsCode,
        id: 8,
      }),
    );
    expect(captcha.code).toBe(REGISTER_WRONG_CAPTCHA);
    const code = await failureOf(
      api.promotionRegister({
        ...form(store, '081300000001'),
        merchantNumber: 'M',
        smsCode: '999999',
        id: 8,
      }),
    );
    expect(code.code).toBe(WRONG_SMS_CODE);
  });

  it('serves the captcha image with the text the mock accepts', async () => {
    const store = createMockStore({ captchaText: 'Q4ZR' });
    backend('', store);
    const response = await fetch('https://api.test/promotion/get-captcha?sid=sid-1');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(['Q', '4', 'Z', 'R'].every((ch) => svg.includes(`>${ch}</text>`))).toBe(true);
  });
});

describe('markets', () => {
  it('answers in the store market: Indonesian and Rupiah by default, English and rupees for IN', async () => {
    const id = backend().api;
    await expect(id.loanDetails({ productId: 1, orderId: 10001 })).resolves.toMatchObject({
      productName: 'Dana Kilat',
      rows: expect.arrayContaining([{ title: 'Jumlah pinjaman', value: 'Rp 1.500.000' }]),
    });
    const india = backend('market:IN').api;
    await expect(india.loanDetails({ productId: 1, orderId: 10001 })).resolves.toMatchObject({
      productName: 'Rupee Express',
      statusText: 'Repayment due',
      rows: expect.arrayContaining([{ title: 'Loan amount', value: 'Rs. 5,000.00' }]),
    });
  });

  it('answers in the language a request asks for with lang (1 = English)', async () => {
    const { store } = backend();
    const client = createApiClient({ config, page: readPageContext('') });
    // A GET payload travels in the query, where the mock reads `lang`.
    const top = await client.call(endpoints.qaList, { orderNo: 'x', pid: 0, lang: 1 });
    expect(top.answers[0]!.title).toBe('Repayment and instalments');
    expect(store.market).toBe('ID');
  });

  it('keeps each market apart', async () => {
    const { api, store } = backend();
    await api.loanScore({ score: 5, orderId: 10003 });
    expect(store.for('ID').orders.get('10003')?.isScore).toBe('0');
    expect(store.for('IN').orders.get('10003')?.isScore).toBe('1');
  });
});
