// Borrower journeys through the built demo app (MSW mock backend on) inside a fake Android app, at phone
// size. Each journey asserts what the borrower sees (roles and names), what the page asked of the native
// app and what reached the backend. `npm run test:e2e`; screenshots in node_modules/.cache/loan-h5-e2e.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser } from 'playwright';
import { expect as ui } from 'playwright/test';
import {
  agreementUrl,
  eventSave,
  extensionDetail,
  instalmentPlan,
  jointProductClick,
  jointProductJump,
  loanConfirm,
  loanPush,
  loanScore,
  pageEvent,
  productApply,
  repaymentCommit,
  repaymentConfirm,
  virtualAccount,
} from '@loan-h5/api';
import { DEFAULT_SMS_CODE } from '@loan-h5/api/mocks';
import { nativeCalls, nativeCallsOf } from './fakeNativeApp';
import { startJourney, type Journey } from './journey';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;
let journey: Journey | undefined;

beforeAll(async () => {
  browser = await chromium.connect(inject('e2eBrowserWsEndpoint'));
});
afterAll(async () => {
  await browser.close();
});
afterEach(async () => {
  const ended = journey;
  journey = undefined;
  if (!ended) return;
  await ended.close();
  expect(ended.pageErrors, 'uncaught errors in the page').toEqual([]);
});

async function begin(name: string): Promise<Journey> {
  journey = await startJourney(browser, baseURL, name);
  return journey;
}

/** The calls that load a page in the webview. */
const OPENING = ['openPage', 'openPageWithParams'];

describe('borrower journeys (built demo app, fake Android app)', () => {
  it('test preview → confirm loan → details (status 174) → 5 stars → the app is asked for its rate dialog', async () => {
    const { page, screenshot, requestsTo } = await begin('1-confirm-then-rate');
    // Every order due (174) and asking for a rating: the scenario lasts for the tab's next pages.
    await page.goto('/testPreview?lang=1&mock=orderStatus:174,isScore:1');
    await ui(page.getByRole('heading', { level: 1, name: 'Test preview' })).toBeVisible();
    // The page found the fake app's interface: it runs with the Android bridge.
    await ui(page.getByRole('region', { name: 'Native bridge: Android' })).toBeVisible();
    await screenshot('test-preview');

    await page.getByRole('link', { name: '/loanConfirm', exact: true }).tap();
    await ui(page.getByRole('heading', { level: 1, name: 'Loan confirmation' })).toBeVisible();
    // The native app's top bar shows the page's title.
    await ui(page).toHaveTitle('Loan confirmation');
    await ui(page.getByRole('region', { name: 'Amount' }).getByText('Rs. 5,000')).toBeVisible();
    // Consent is an act: the box starts unticked, and Confirm without it sends nothing.
    const agree = page.getByRole('checkbox', { name: /^I have read and agree to/ });
    await ui(agree).not.toBeChecked();
    await screenshot('loan-confirm');
    await page.getByRole('button', { name: 'Confirm' }).tap();
    await ui(page.getByRole('alert')).toHaveText('Tick the box to agree to the loan agreement first');
    await ui(agree).toBeFocused();
    await screenshot('consent-asked');
    expect(requestsTo(loanPush)).toHaveLength(0);

    await agree.tap();
    await ui(agree).toBeChecked();
    await page.getByRole('button', { name: 'Confirm' }).tap();
    // The app hands the server's lendDetailsUrl to the native app, which loads it in the webview.
    await ui(page).toHaveURL(/\/loanDetails\?/);
    const rating = page.getByRole('dialog', { name: 'How was your experience? Please rate us' });
    await ui(rating).toBeVisible();
    await ui(page.getByRole('heading', { level: 1, name: 'Loan details' })).toBeVisible();
    await ui(page.getByRole('region', { name: 'Repayment due' })).toBeVisible();
    await screenshot('details-rating-open');

    const stars = rating.getByRole('radiogroup', { name: 'Your rating' });
    await stars.getByRole('radio', { name: '5 out of 5' }).check();
    await ui(stars.getByRole('radio', { name: '5 out of 5' })).toBeChecked();
    await screenshot('five-stars');
    await rating.getByRole('button', { name: 'Submit' }).tap();

    await ui(rating).toBeHidden();
    await expect.poll(() => nativeCallsOf(page, 'goRate')).toHaveLength(1);
    await ui(page.getByRole('button', { name: 'Repay' })).toBeVisible();
    await screenshot('details-repay');

    const details = new URL(page.url());
    expect(details.searchParams.get('from')).toBe('confirm');
    expect(details.searchParams.get('lang')).toBe('1');
    const orderId = details.searchParams.get('orderId');
    expect(requestsTo(loanPush)).toHaveLength(1);
    expect(requestsTo(loanScore).map((r) => r.params)).toEqual([
      expect.objectContaining({ score: '5', orderId }),
    ]);
    const calls = await nativeCalls(page);
    expect(calls.map((c) => c.method)).toEqual(['track', 'openPage', 'goRate']);
    expect(calls[0]!.args).toEqual(['loan_confirm', expect.any(String)]);
    expect(calls[1]!.opened).toBe(page.url());
  });

  it('details (status 200) → Borrow again records the event, then opens product detail (Indonesian)', async () => {
    const { page, screenshot, requestsTo } = await begin('2-borrow-again');
    await page.goto('/loanDetails?lang=2&productId=1&orderId=10001&mock=orderStatus:200,isScore:0');
    await ui(page.getByRole('heading', { level: 1, name: 'Detail Pinjaman' })).toBeVisible();
    await ui(page).toHaveTitle('Detail Pinjaman');
    await ui(page.getByRole('region', { name: 'Pinjaman lunas' })).toBeVisible();
    await ui(page.getByRole('region', { name: 'Rincian pesanan' }).getByText('Rp 1.500.000')).toBeVisible();
    // A repaid loan offers Borrow again, not Repay, and no recommended products.
    await ui(page.getByRole('button', { name: 'Bayar' })).toHaveCount(0);
    await ui(page.getByRole('heading', { name: 'Rekomendasi untuk Anda' })).toHaveCount(0);
    await screenshot('details-repaid');

    await page.getByRole('button', { name: 'Pinjam lagi' }).tap();
    // Product detail is a page of the native app; the fake app loads the address, where this site has none.
    await ui(page).toHaveURL(/\/productDetail\?productId=1$/);
    await ui(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    await screenshot('product-detail-opened');

    const events = requestsTo(eventSave);
    expect(events.map((r) => r.params)).toEqual([
      expect.objectContaining({ productId: '1', moduleId: '30', positionId: '0' }),
    ]);
    const opened = await nativeCallsOf(page, 'openPageWithParams');
    expect(opened.map((c) => c.args)).toEqual([
      [`${baseURL}/productDetail`, JSON.stringify({ productId: '1' })],
    ]);
    // The event went out before the app was asked to open the page (both times from the browser's clock).
    expect(events[0]!.startedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(events[0]!.startedAt).toBeLessThan(opened[0]!.at);
    expect((await nativeCalls(page)).map((c) => c.method)).toEqual(['openPageWithParams']);
  });

  it('recommended (/relevant) → apply for an active product → tap recorded, product applied, its url opened', async () => {
    const { page, screenshot, requests, requestsTo } = await begin('3-recommended-apply');
    await page.goto('/relevant?lang=1');
    await ui(page.getByRole('heading', { level: 1, name: 'Recommended loans' })).toBeVisible();
    const soldOut = page.getByRole('article', { name: 'CashMitra' });
    await ui(soldOut.getByRole('button', { name: 'Not available' })).toBeDisabled();
    const product = page.getByRole('article', { name: 'QuickCash' });
    await ui(product).toBeVisible();
    await screenshot('recommended');

    await product.getByRole('button', { name: 'Apply now' }).tap();
    await ui(page).toHaveURL(/\/loanConfirm\?productId=2(&|$)/);
    await ui(page.getByRole('heading', { level: 1, name: 'Loan confirmation' })).toBeVisible();
    await ui(page.getByRole('region', { name: 'Amount' }).getByText('QuickCash')).toBeVisible();
    await screenshot('confirm-opened');

    const [tap] = requestsTo(pageEvent);
    const [apply] = requestsTo(productApply);
    expect(tap?.params).toMatchObject({ productId: '2', moduleId: '300', positionId: '1' });
    expect(apply?.params).toMatchObject({ product_id: '2', module_id: '300', scene: '0' });
    // The tap is recorded first, then the product applied for.
    expect(requests.indexOf(tap!)).toBeLessThan(requests.indexOf(apply!));
    // product/apply's data.url (the mock backend gives the product's /loanConfirm in the page's language)
    // went to the app as it was, and the app loaded it.
    const dataUrl = `${baseURL}/loanConfirm?productId=2&lang=1`;
    const opened = await nativeCallsOf(page, 'openPage');
    expect(opened.map((c) => c.args)).toEqual([[dataUrl]]);
    expect(page.url()).toBe(dataUrl);
  });

  it('a double tap on Confirm sends one loan-detail-push request', async () => {
    const { page, screenshot, requestsTo } = await begin('4-double-tap-confirm');
    // The push answers after 800 ms, so the second tap lands while the first is on its way.
    await page.goto('/loanConfirm?lang=1&productId=2&mock=slow:loan-detail-push:800');
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await ui(page.getByRole('region', { name: 'Amount' }).getByText('Rs. 15,000')).toBeVisible();
    await page.getByRole('checkbox').tap();
    // Counts the taps the page receives, to show both were made (the second lands on the loading mask
    // that the first one raised).
    await page.evaluate(() => {
      const root = document.documentElement;
      root.dataset.e2eTaps = '0';
      document.addEventListener(
        'click',
        () => (root.dataset.e2eTaps = String(Number(root.dataset.e2eTaps) + 1)),
        true,
      );
    });
    const box = await confirm.boundingBox();
    if (!box) throw new Error('Confirm has no box');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.e2eTaps)).toBe('2');
    await ui(confirm).toHaveAttribute('aria-busy', 'true');
    await screenshot('confirming');

    await ui(page).toHaveURL(/\/loanDetails\?/);
    await ui(page.getByRole('region', { name: 'Application under review' })).toBeVisible();
    await screenshot('details-under-review');

    const pushes = requestsTo(loanPush);
    expect(pushes).toHaveLength(1);
    // page.on('request') saw the push although the MSW service worker answered it, not the network.
    expect((await pushes[0]!.request.response())?.fromServiceWorker()).toBe(true);
    expect(await nativeCallsOf(page, 'openPage')).toHaveLength(1);
  });

  it('a javascript: address from the server is refused with a message, nothing opens (Indonesian)', async () => {
    const { page, screenshot, requestsTo } = await begin('5-unsafe-url');
    await page.goto('/loanConfirm?lang=2&mock=unsafeUrls');
    await ui(page.getByRole('heading', { level: 1, name: 'Konfirmasi Pinjaman' })).toBeVisible();
    const refused = page.getByRole('status').getByText('Tautan ini tidak dapat dibuka dengan aman.');

    // An agreement whose contract_url is javascript:.
    await page
      .getByRole('region', { name: 'Persetujuan Anda' })
      .getByRole('button', { name: 'Perjanjian Pinjaman' })
      .tap();
    await ui(refused).toBeVisible();
    await screenshot('agreement-refused');
    await ui(refused).toBeHidden();

    // Confirming: lendDetailsUrl is javascript:.
    await page.getByRole('checkbox').tap();
    await page.getByRole('button', { name: 'Konfirmasi' }).tap();
    await ui(refused).toBeVisible();
    await screenshot('confirm-refused');

    expect(requestsTo(agreementUrl)).toHaveLength(1);
    expect(requestsTo(loanPush)).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/loanConfirm');
    const calls = await nativeCalls(page);
    expect(calls.filter((c) => OPENING.includes(c.method))).toEqual([]);
    // The loan was confirmed (the app records it), only the address was not opened.
    expect(calls.map((c) => c.method)).toEqual(['track']);
  });

  it('an offer without its repayment plan cannot be confirmed; Try again loads it again (Indonesian)', async () => {
    const { page, screenshot, requestsTo } = await begin('7-missing-plan');
    await page.goto('/loanConfirm?lang=2&productId=1&mock=empty:loan-detail-confirm');
    await ui(page.getByRole('heading', { level: 1, name: 'Konfirmasi Pinjaman' })).toBeVisible();
    const plan = page.getByRole('region', { name: 'Rencana Pembayaran' });
    await ui(plan).toContainText('Rencana pembayaran Anda tidak dapat ditampilkan. Coba lagi');
    // Even with the box ticked, nothing is sent: the borrower must see what they will repay.
    await page.getByRole('checkbox').tap();
    await page.getByRole('button', { name: 'Konfirmasi' }).tap();
    await ui(page.getByRole('alert')).toHaveText(
      'Rencana pembayaran Anda tidak dapat ditampilkan. Coba lagi',
    );
    await screenshot('plan-missing');
    expect(requestsTo(loanPush)).toHaveLength(0);

    const loads = requestsTo(loanConfirm).length;
    await plan.getByRole('button', { name: 'Coba lagi' }).tap();
    await expect.poll(() => requestsTo(loanConfirm).length).toBe(loads + 1);
    expect(requestsTo(loanPush)).toHaveLength(0);
  });

  it('joint-login failure → another lender: the click is logged, the jump asked for, its address opened', async () => {
    const { page, screenshot, requests, requestsTo } = await begin('6-joint-login-failure');
    await page.goto('/jointLoginError?lang=1');
    await ui(page.getByRole('heading', { level: 1, name: 'Application not completed' })).toBeVisible();
    await ui(page.getByRole('heading', { name: 'We could not sign you in to this partner.' })).toBeVisible();
    await ui(page.getByText('You can still apply with one of these lenders.')).toBeVisible();
    await ui(page.getByRole('heading', { name: 'Try these lenders instead' })).toBeVisible();
    await screenshot('joint-failure');

    await page.getByRole('article', { name: 'QuickCash' }).getByRole('button', { name: 'Apply now' }).tap();
    await ui(page).toHaveURL(/\/loanConfirm\?productId=2&lang=1$/);
    await ui(page.getByRole('heading', { level: 1, name: 'Loan confirmation' })).toBeVisible();
    await screenshot('confirm-opened');

    const [click] = requestsTo(jointProductClick);
    const [jump] = requestsTo(jointProductJump);
    expect(click?.params).toMatchObject({ productId: '2' });
    expect(jump?.params).toMatchObject({ productId: '2' });
    expect(requests.indexOf(click!)).toBeLessThan(requests.indexOf(jump!));
    // An http(s) jump result opens directly in the app's webview.
    const opened = await nativeCallsOf(page, 'openPage');
    expect(opened.map((c) => c.args)).toEqual([[`${baseURL}/loanConfirm?productId=2&lang=1`]]);
  });
});

// Card repayment (/payway): the card flow with the SMS step, and its money safety.
describe('card repayment journeys (built demo app, fake Android app)', () => {
  /** Order 10001's first pending instalment in the Indian mock (Rs. 1,818). */
  const PAYWAY = '/payway?lang=1&orderId=10001&amount=1818';

  it('card repay with SMS: wrong code, then right → result; the app’s bank dialog opened and closed', async () => {
    const { page, screenshot, requestsTo } = await begin('p1-card-repay-sms');
    await page.goto(`${PAYWAY}&mock=orderStatus:174#/`);
    await ui(page.getByRole('heading', { level: 1, name: 'Repay by bank card' })).toBeVisible();
    await ui(page).toHaveTitle('Repay by bank card');
    const cards = page.getByRole('radiogroup', { name: 'Choose a bank card' });
    await ui(cards.getByRole('radio')).toHaveCount(2);
    await screenshot('cards');
    await page.getByRole('button', { name: 'Pay', exact: true }).tap();
    await ui(page.getByRole('alert').filter({ hasText: 'Please choose a bank card first' })).toBeVisible();
    expect(requestsTo(repaymentCommit)).toHaveLength(0);

    await cards.getByRole('radio', { name: /^HDFC Bank/ }).check();
    await page.getByRole('button', { name: 'Pay', exact: true }).tap();
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await ui(code).toBeVisible();
    await ui(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeVisible();
    await screenshot('sms-step');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Confirm payment' }).tap();
    await ui(page.getByText('Wrong verification code')).toBeVisible();
    await screenshot('wrong-code');

    await code.fill(DEFAULT_SMS_CODE);
    await page.getByRole('button', { name: 'Confirm payment' }).tap();
    await ui(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await ui(page).toHaveURL(/\/payway\?.*#\/borrowDetail\/10001$/);
    await ui(page.getByText('HDFC Bank 4386 **** **** 4321')).toBeVisible();
    await screenshot('result');

    expect(requestsTo(repaymentCommit).map((r) => r.params.sendMsg)).toEqual(['0']);
    expect(requestsTo(repaymentConfirm).map((r) => r.params.verifyCode)).toEqual([
      '000000',
      DEFAULT_SMS_CODE,
    ]);
    expect((await nativeCalls(page)).map((c) => c.method)).toEqual(['startBank', 'endBank']);
  });

  it('a double tap on Pay sends one repayment-commit', async () => {
    const { page, screenshot, requestsTo } = await begin('p2-double-tap-pay');
    await page.goto(`${PAYWAY}&mock=slow:repayment-commit:800#/`);
    await page.getByRole('radio', { name: /^HDFC Bank/ }).check();
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    const box = await pay.boundingBox();
    if (!box) throw new Error('Pay has no box');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
    await screenshot('paying');
    await ui(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
    expect(requestsTo(repaymentCommit)).toHaveLength(1);
  });

  it('a dropped confirm reply → "Payment processing" → Check again sends the same Idempotency-Key → result', async () => {
    const { page, screenshot, requestsTo } = await begin('p3-lost-confirm-reply');
    await page.goto(`${PAYWAY}&mock=lost-reply:repayment-confirm#/`);
    await page.getByRole('radio', { name: /^HDFC Bank/ }).check();
    await page.getByRole('button', { name: 'Pay', exact: true }).tap();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(DEFAULT_SMS_CODE);
    await page.getByRole('button', { name: 'Confirm payment' }).tap();
    await ui(page.getByRole('status').filter({ hasText: 'Payment processing' })).toBeVisible();
    await ui(page.getByText('Payment successful')).toHaveCount(0);
    await screenshot('processing');

    // A reload keeps the unanswered payment: still processing, nothing sent again by itself.
    await page.reload();
    await ui(page.getByRole('status').filter({ hasText: 'Payment processing' })).toBeVisible();
    expect(requestsTo(repaymentConfirm)).toHaveLength(1);
    expect(requestsTo(repaymentCommit)).toHaveLength(1);

    await page.getByRole('button', { name: 'Check again' }).tap();
    await ui(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await screenshot('result-after-check');
    const confirms = requestsTo(repaymentConfirm);
    expect(confirms).toHaveLength(2);
    const keys = confirms.map((r) => r.request.headers()['idempotency-key']);
    expect(keys[0]).toMatch(/\S{8,}/);
    expect(keys[1]).toBe(keys[0]);
    expect(await nativeCallsOf(page, 'endBank')).toHaveLength(1);
  });
});

// Virtual account (/that), the method chooser (/individual): the code asked for once, with the exact amount.
describe('virtual account journeys (built demo app, fake Android app)', () => {
  /** Exact cents of a plain amount ('1534.50' → 153450n): sums without floating point. */
  const cents = (text: string) => {
    const [whole = '0', part = ''] = text.split('.');
    return BigInt(whole) * 100n + BigInt(`${part}00`.slice(0, 2));
  };

  it('details (174) → Repay → instalments 1-3 → Pay → /that asks one code for their exact sum → copy', async () => {
    const { context, page, screenshot, requestsTo } = await begin('v1-instalments-to-code');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // Order 10002 has three instalments still to pay (its first one is paid).
    await page.goto('/loanDetails?lang=1&productId=2&orderId=10002&mock=orderStatus:174,isScore:0');
    await page.getByRole('button', { name: 'Repay' }).tap();
    await ui(page).toHaveURL(/\/repayPlan\?/);
    await ui(page.getByRole('heading', { level: 1, name: 'Bill details' })).toBeVisible();
    const pending = page.getByRole('checkbox', { name: /^Instalment \d+,/ });
    await ui(pending.first()).toBeVisible();
    // The third instalment to pay checks the first three.
    await pending.nth(2).tap();
    for (const i of [0, 1, 2]) await ui(pending.nth(i)).toBeChecked();
    await screenshot('three-selected');

    const [planReply] = requestsTo(instalmentPlan);
    const plan = (await (await planReply!.request.response())!.json()) as {
      data: { repayPlanDetail: { repayWaitDetail: { totalAmount: string }[] } };
    };
    const due = plan.data.repayPlanDetail.repayWaitDetail.slice(0, 3).map((i) => i.totalAmount);
    const sum = due.reduce((total, amount) => total + cents(amount), 0n);

    await page.getByRole('button', { name: 'Pay now' }).tap();
    await ui(page).toHaveURL(/\/that\?/);
    await ui(page).toHaveTitle('Repayment');
    const code = page.getByRole('region', { name: 'Payment code' });
    await ui(code).toBeVisible();
    await screenshot('code');
    const asked = requestsTo(virtualAccount);
    expect(asked).toHaveLength(1);
    const { amount } = asked[0]!.params;
    // No separators, and exactly the three instalments.
    expect(amount).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(cents(amount!)).toBe(sum);
    expect(asked[0]!.params).toMatchObject({
      pay_type: '2',
      payCode: 'ALFAMART',
      is_default: '1',
      is_display: '0',
    });
    expect(new URL(page.url()).searchParams.get('amount')).toBe(amount);

    await code.getByRole('button', { name: 'Copy code' }).tap();
    await ui(page.getByRole('status').getByText('Copied')).toBeVisible();
    await screenshot('copied');
    const shown = await code.locator('[data-code]').textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  });

  it('extension fee: /repayDelay → Pay now → /that with display=1 asks with is_display 1', async () => {
    const { page, screenshot, requestsTo } = await begin('v2-extension-to-code');
    await page.goto('/repayDelay?lang=1&productId=1&orderId=10001&mock=orderStatus:174,isDelay:1');
    // The first page of a fresh context also starts the mock backend's service worker: give it time.
    await ui(page.getByRole('region', { name: 'Extension fee' })).toBeVisible({ timeout: 10_000 });
    const [delay] = requestsTo(extensionDetail);
    const fee = (
      (await (await delay!.request.response())!.json()) as { data: { delayShouldPayAmount: string } }
    ).data.delayShouldPayAmount;
    await page.getByRole('button', { name: 'Pay now' }).tap();
    await ui(page).toHaveURL(/\/that\?.*display=1/);
    await ui(page.getByRole('region', { name: 'Payment code' })).toBeVisible();
    await screenshot('extension-code');
    const asked = requestsTo(virtualAccount);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.params).toMatchObject({ amount: fee, is_display: '1', is_default: '1' });
  });

  it('/that → Change method → Bank, BNI, ATM BNI → Confirm → /that asks for BNI and shows its steps (Indonesian)', async () => {
    const { page, screenshot, requestsTo } = await begin('v3-change-method');
    await page.goto('/that?lang=2&amount=1568250&productId=1&orderId=10001&mock=orderStatus:174');
    await ui(page.getByRole('heading', { level: 1, name: 'Pelunasan' })).toBeVisible();
    await ui(page.getByRole('region', { name: 'Kode pembayaran' })).toBeVisible();
    // React Router's index of this history entry: Confirm comes back to this very entry.
    const paymentEntry = await page.evaluate(() => (history.state as { idx?: number } | null)?.idx);
    await page.getByRole('button', { name: 'Ganti metode' }).tap();

    await ui(page).toHaveURL(/\/individual\?/);
    await ui(page.getByRole('heading', { level: 1, name: 'Metode Pembayaran' })).toBeVisible();
    await ui(page.getByRole('radio', { name: 'Alfamart' })).toBeChecked();
    await page.getByRole('tab', { name: 'Bank' }).tap();
    await page.getByRole('button', { name: 'Konfirmasi' }).tap();
    await ui(page.getByRole('alert')).toHaveText('Silakan lengkapi informasinya');
    await page.getByRole('radio', { name: 'BNI' }).tap();
    await page.getByRole('radio', { name: 'ATM BNI' }).tap();
    await screenshot('bank-chosen');
    await page.getByRole('button', { name: 'Konfirmasi' }).tap();

    await ui(page).toHaveURL(/\/that\?/);
    const code = page.getByRole('region', { name: 'Nomor Virtual Account' });
    await ui(code).toBeVisible();
    await ui(code).toContainText('Bayar di BNI');
    const steps = page.getByRole('region', { name: 'Cara pembayaran' });
    await ui(steps.getByRole('list', { name: 'ATM BNI' })).toBeVisible();
    await ui(steps.getByText('BNI Mobile Banking')).toBeVisible();
    await screenshot('bank-code');
    const asked = requestsTo(virtualAccount).map((r) => r.params);
    expect(asked).toHaveLength(2);
    expect(asked[1]).toMatchObject({
      amount: '1568250',
      pay_type: '1',
      payCode: 'BNI',
      specific_num: '0091',
      is_default: '0',
    });
    const back = new URL(page.url());
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      amount: '1568250',
      productId: '1',
      orderId: '10001',
    });
    // Confirm went back to the /that that opened the chooser: one payment page in history, not two.
    expect(await page.evaluate(() => (history.state as { idx?: number } | null)?.idx)).toBe(paymentEntry);
  });
});
