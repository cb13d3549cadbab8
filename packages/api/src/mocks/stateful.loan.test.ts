// The mock backend remembers: each flow below goes through the real client and typed API, the way a page
// container would, and checks what the next call sees.
import { describe, expect, it } from 'vitest';
import { failureOf, mockBackendTestKit } from '../test-support/mockBackendTestKit';
import { SAMPLE_AGREEMENT_PATH, SAMPLE_AGREEMENT_PATH_ID, STATUS_AFTER_PUSH, UNSAFE_URL } from './index';

const { backend } = mockBackendTestKit();

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
