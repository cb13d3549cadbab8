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
// Chatbot journey
import { qaRecord } from '@loan-h5/api';
// Complaint form journeys
import { problemImageUpload, problemSave } from '@loan-h5/api';
// Complaint entry, list and details journeys
import { problemInit, problemScore } from '@loan-h5/api';
// Promotion sign-up journeys
import { promotionRegister, promotionSms, trackClick, trackVisit } from '@loan-h5/api';
import { DEFAULT_CAPTCHA_TEXT } from '@loan-h5/api/mocks';
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

// Chatbot (help assistant, /intelligentCustomerService)
describe('chatbot journeys (built demo app, fake Android app)', () => {
  it('chatbot: a category chosen on the complaint entry → a question → Helpful → 5 stars → the app’s rate dialog', async () => {
    const { page, screenshot, requestsTo } = await begin('chatbot-helpful-rate');
    await page.goto('/intelligentCustomerService?lang=1&orderNo=LN2025060210001&selectedIndex=0&mock=');
    await ui(page.getByRole('heading', { level: 1, name: 'Help assistant' })).toBeVisible();
    const log = page.getByRole('log', { name: 'Conversation with the help assistant' });
    // selectedIndex=0 opened the first category: its questions are there.
    await log.getByRole('button', { name: 'How do I repay my loan?' }).tap();
    await ui(
      log.getByText('Open Loan details, tap Repay and choose a bank.', { exact: false }),
    ).toBeVisible();
    await screenshot('answer');

    await log.getByRole('button', { name: 'Helpful', exact: true }).tap();
    const rating = page.getByRole('dialog', { name: 'How would you rate our help?' });
    await ui(rating).toBeVisible();
    await rating.getByRole('button', { name: 'Send' }).tap();
    await ui(rating.getByRole('alert')).toHaveText('Please choose');
    await rating.getByRole('radio', { name: '5 out of 5' }).check();
    await screenshot('five-stars');
    await rating.getByRole('button', { name: 'Send' }).tap();

    await ui(rating).toBeHidden();
    await expect.poll(() => nativeCallsOf(page, 'goRate')).toHaveLength(1);
    await ui(log.getByText('Thank you for rating our help!')).toBeVisible();
    await screenshot('rated');
    expect(requestsTo(qaRecord).map((r) => r.params)).toEqual([
      expect.objectContaining({ orderNo: 'LN2025060210001', type: '2', value: '1', qaId: '101' }),
      expect.objectContaining({ orderNo: 'LN2025060210001', type: '3', value: '5', qaId: '101' }),
    ]);

    // A reload keeps the conversation (sessionStorage) and sends no record again.
    await page.reload();
    await ui(page.getByRole('log').getByText('Thank you for rating our help!')).toBeVisible();
    expect(requestsTo(qaRecord)).toHaveLength(2);
  });
});

// Complaint form (/complainPageNext): the draft survives a reload; a complaint with photos is filed once.
/** A real (1×1) PNG, as a phone's picker hands it over. */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
});

describe('complaint form journeys (built demo app, fake Android app)', () => {
  const FORM = '/complainPageNext?lang=1&problemType=2&orderNo=LN2025060210001&tok=t0k&dId=d1';
  /** How many photo files the page keeps in IndexedDB. */
  const keptFiles = (page: Journey['page']) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('loan-h5-drafts');
          open.onerror = () => resolve(-1);
          open.onsuccess = () => {
            const count = open.result.transaction('files').objectStore('files').count();
            count.onsuccess = () => {
              resolve(count.result);
              open.result.close();
            };
          };
        }),
    );

  async function draftWithTwoPhotos(page: Journey['page']) {
    await page.goto(`${FORM}&mock=`);
    await page
      .getByRole('textbox', { name: 'Describe the problem' })
      .fill('I was charged twice for one instalment');
    await page.getByLabel('Add photo').setInputFiles([png('receipt.png'), png('bank-sms.png')]);
    await ui(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
    await expect.poll(() => keptFiles(page)).toBe(2);
  }

  it('complaint form: a reload in the middle of a draft keeps its text and photos', async () => {
    const { page, screenshot, requestsTo } = await begin('c1-draft-survives-reload');
    await draftWithTwoPhotos(page);
    await page.reload();
    await ui(page.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue(
      'I was charged twice for one instalment',
    );
    await ui(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
    await ui(page.getByText('2 of 9 photos')).toBeVisible();
    await screenshot('after-reload');
    expect(requestsTo(problemImageUpload)).toHaveLength(0);
  });

  it('complaint form: 2 photos → Send → 2 uploads, one save → "Complaint sent" → the entry', async () => {
    const { page, screenshot, requestsTo } = await begin('c2-file-with-photos');
    await draftWithTwoPhotos(page);
    await page.getByRole('button', { name: 'Send', exact: true }).tap();
    const sentModal = page.getByRole('dialog', { name: 'Complaint sent' });
    await ui(sentModal).toBeVisible();
    await screenshot('sent');
    // The complaint's number stays on screen until OK.
    await ui(sentModal.getByText(/^Complaint no\. \d+$/)).toBeVisible();
    await sentModal.getByRole('button', { name: 'OK' }).tap();
    await page.waitForURL(/\/complaint\?/);
    const entry = new URL(page.url());
    // The page's query goes along (the session params were taken off the address at start, as on every page).
    expect(entry.searchParams.get('lang')).toBe('1');
    expect(entry.searchParams.get('problemType')).toBeNull();
    await ui(page.getByRole('heading', { level: 1, name: 'Complaint' })).toBeVisible();
    expect(requestsTo(problemImageUpload)).toHaveLength(2);
    const saves = requestsTo(problemSave);
    expect(saves).toHaveLength(1);
    const sent = new URLSearchParams(saves[0]!.request.postData() ?? '');
    expect(sent.get('problemDetail')).toBe('I was charged twice for one instalment');
    expect(sent.get('problemImage')?.split(',')).toHaveLength(2);
    expect(saves[0]!.request.headers()['idempotency-key']).toMatch(/\S{8,}/);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('complaint-draft'))),
    ).toEqual([]);
    expect(await keptFiles(page)).toBe(0);
  });
});

// Official site (/, /About, /User, /Policy, /Loan, /Contact): works without the native app's help.
describe('official site journeys (built demo app)', () => {
  it('site: the menu switches sections (address and aria-current follow); Contact validates, opens the mail app and clears', async () => {
    const { page, screenshot, requests } = await begin('s1-official-site');
    // config.js as a deployment sets it: the company's e-mail, which the contact form writes to.
    await page.addInitScript(() => {
      let config: unknown;
      Object.defineProperty(window, '__LOAN_H5_CONFIG__', {
        configurable: true,
        get: () => config,
        set: (value: object) => {
          config = { ...value, companyEmail: 'care@loan.example' };
        },
      });
    });
    await page.goto('/?lang=1');
    await ui(
      page.getByRole('heading', { level: 1, name: 'Instant personal loans, straight to your bank account' }),
    ).toBeVisible();
    await ui(page).toHaveTitle('Instant personal loans, straight to your bank account');
    await screenshot('home');

    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Site' });
    await menu.tap();
    await ui(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'User evaluation' }).tap();
    await ui(page).toHaveURL(/\/User\?lang=1$/);
    await ui(page.getByRole('heading', { level: 1, name: 'User evaluation' })).toBeFocused();
    await ui(page.getByRole('img', { name: 'Rating: 5 out of 5' }).first()).toBeVisible();
    await ui(page).toHaveTitle('User evaluation');

    await menu.tap();
    await ui(nav.getByRole('link', { name: 'User evaluation' })).toHaveAttribute('aria-current', 'page');
    await ui(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Privacy policy' }).tap();
    await ui(page).toHaveURL(/\/Policy\?lang=1$/);
    await ui(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await screenshot('policy');

    // A reload opens the same section.
    await menu.tap();
    await nav.getByRole('link', { name: 'Contact us' }).tap();
    await ui(page).toHaveURL(/\/Contact\?lang=1$/);
    await page.reload();
    await ui(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await ui(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Write to us: send your name, e-mail and message and we will reply by e-mail.',
    );

    const submit = page.getByRole('button', { name: 'Send by e-mail' });
    await page.getByRole('textbox', { name: 'Full name' }).fill('Priya Sharma');
    await submit.tap();
    await ui(page.getByRole('alert')).toHaveText('Please provide complete information!');
    await ui(page.getByRole('textbox', { name: 'Your E-mail' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Your E-mail' }).fill('priya@example');
    await page.getByRole('textbox', { name: 'Message' }).fill('When is my due date?');
    await submit.tap();
    await ui(page.getByRole('alert')).toHaveText(/valid e-mail address/);
    await page.getByRole('textbox', { name: 'Your E-mail' }).fill('priya@example.in');
    const before = requests.length;
    await submit.tap();
    const status = page.getByRole('status').filter({ hasText: 'Your message is ready in your e-mail app' });
    await ui(status).toBeVisible();
    for (const name of ['Full name', 'Your E-mail', 'Message'])
      await ui(page.getByRole('textbox', { name })).toHaveValue('');
    await screenshot('contact-sent');
    // The message went to the borrower's mail app, addressed to the company, with what they typed.
    const href =
      (await status.getByRole('link', { name: 'Open the e-mail again' }).getAttribute('href')) ?? '';
    expect(href.startsWith('mailto:care@loan.example?')).toBe(true);
    const mail = new URL(href).searchParams;
    expect(mail.get('subject')).toBe('Message from Priya Sharma (website)');
    expect(mail.get('body')).toBe('When is my due date?\r\n\r\nFrom: Priya Sharma, priya@example.in');
    // The spec makes no call for the contact form: nothing reached the backend.
    expect(requests.length).toBe(before);
  });
});

// Complaint entry, my complaints, details with rating (/phenomenon, /complaint, /complaintList, /complainDetails)
describe('complaint entry and list journeys (built demo app, fake Android app)', () => {
  /** About 3 s after a complaint's details show, the rating opens: 4 stars → Send → the thank-you. */
  async function rateFourStars(page: Journey['page'], screenshot: Journey['screenshot']) {
    const rating = page.getByRole('dialog', { name: 'Please rate this service' });
    await ui(rating).toBeVisible({ timeout: 10_000 });
    await rating.getByRole('radio', { name: '4 out of 5' }).check();
    await screenshot('four-stars');
    await rating.getByRole('button', { name: 'Send' }).tap();
    await ui(rating).toBeHidden();
    await ui(page.getByText('Thank you for your rating! It helps us serve you better.')).toBeVisible();
    await screenshot('thanks');
  }

  it('customer service → complaint shortcut (/phenomenon) → the entry shows the order and the types', async () => {
    const { page, screenshot, requestsTo } = await begin('ce1-service-to-entry');
    await page.goto('/customerService?lang=1&tok=t0k&mock=');
    await ui(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'File a complaint' }).tap();
    await page.waitForURL(/\/phenomenon\?/);
    await ui(page.getByRole('heading', { level: 1, name: 'Complaint' })).toBeVisible();
    await ui(page).toHaveTitle('Complaint');
    // The current order's card, with "All" to choose another.
    const card = page.getByRole('article');
    await ui(card).toHaveCount(1);
    await ui(card.getByRole('button', { name: 'All' })).toBeVisible();
    await ui(page.getByRole('heading', { name: 'Choose the problem type' })).toBeVisible();
    await ui(page.getByRole('button', { name: 'Collection' })).toBeVisible();
    await ui(page.getByRole('button', { name: 'Repayment' })).toBeVisible();
    await screenshot('entry');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('1');
    // One problem-init for one opening of the entry (the built app runs React's production build: no
    // StrictMode double effects).
    expect(requestsTo(problemInit)).toHaveLength(1);
  });

  it('my complaints → a resolved one → its reply → 4 stars → Send → thank-you; save-score once with 4', async () => {
    const { page, screenshot, requestsTo } = await begin('ce2-list-details-rate');
    await page.goto('/complaintList?lang=1&mock=');
    await ui(page.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('tab', { name: /Resolved/ }).tap();
    await screenshot('list');
    await page.getByRole('button', { name: /Repayment/ }).tap();
    await page.waitForURL(/\/complainDetails\?/);
    expect(new URL(page.url()).searchParams.get('problemId')).toBe('5001');
    await ui(page.getByRole('region', { name: 'Process result' })).toBeVisible();
    await rateFourStars(page, screenshot);
    expect(requestsTo(problemScore).map((r) => r.params)).toEqual([
      expect.objectContaining({ score: '4', problemId: '5001' }),
    ]);
  });

  // `mock=complaintReply`: the service answers a complaint as soon as it is filed (resolved, asking for a
  // rating), so the one the borrower files can be rated in the same journey.
  it('entry → Repayment → 2 photos → Send → "Complaint sent" → my complaints → it → its photos → 4 stars', async () => {
    const { page, screenshot, requestsTo } = await begin('ce3-file-list-details-rate');
    const text = 'My instalment was taken twice from my account on 2 June';
    await page.goto('/complaint?lang=1&orderNo=LN2025060210001&tok=t0k&dId=d1&mock=complaintReply');
    await ui(page.getByRole('heading', { level: 1, name: 'Complaint' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Repayment' }).tap();
    await page.waitForURL(/\/complainPageNext\?/);
    const form = new URL(page.url()).searchParams;
    expect([form.get('problemType'), form.get('orderNo')]).toEqual(['2', 'LN2025060210001']);

    await page.getByRole('textbox', { name: 'Describe the problem' }).fill(text);
    await page.getByLabel('Add photo').setInputFiles([png('receipt.png'), png('bank-sms.png')]);
    await ui(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
    await page.getByRole('button', { name: 'Send', exact: true }).tap();
    const sentModal = page.getByRole('dialog', { name: 'Complaint sent' });
    await ui(sentModal).toBeVisible();
    await screenshot('sent');
    // The complaint's number stays on screen until OK.
    await ui(sentModal.getByText(/^Complaint no\. \d+$/)).toBeVisible();
    await sentModal.getByRole('button', { name: 'OK' }).tap();
    await page.waitForURL(/\/complaint\?/);
    await ui(page.getByRole('heading', { level: 1, name: 'Complaint' })).toBeVisible();
    expect(requestsTo(problemImageUpload)).toHaveLength(2);
    const saves = requestsTo(problemSave);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.params).toMatchObject({ problemType: '2', problemDetail: text });
    const uploaded = saves[0]!.params.problemImage!.split(',');
    expect(uploaded).toHaveLength(2);

    // My complaints: answered at once, it is among the resolved ones.
    await page.getByRole('button', { name: 'My complaints' }).tap();
    await page.waitForURL(/\/complaintList\?/);
    await ui(page.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible();
    await page.getByRole('tab', { name: /Resolved/ }).tap();
    const filed = page.getByRole('button').filter({ hasText: text });
    await ui(filed).toHaveCount(1);
    await screenshot('list');
    await filed.tap();
    await page.waitForURL(/\/complainDetails\?/);
    const problemId = new URL(page.url()).searchParams.get('problemId');
    expect(problemId).toMatch(/^\d+$/);
    expect(problemId).not.toBe('5001');

    // Its details: the text and the 2 photos, then the rating about 3 s after the page shows.
    const description = page.getByRole('region', { name: 'Your description' });
    await ui(description.getByText(text)).toBeVisible();
    await ui(description.getByRole('button', { name: /^View photo \d of 2$/ })).toHaveCount(2);
    await ui(page.getByRole('region', { name: 'Process result' })).toBeVisible();
    await rateFourStars(page, screenshot);
    expect(requestsTo(problemScore).map((r) => r.params)).toEqual([
      expect.objectContaining({ score: '4', problemId }),
    ]);
  });
});

// Promotion sign-up (/promotion): what a stranger from an advert does; the mock's picture code is always
// DEFAULT_CAPTCHA_TEXT and its SMS code DEFAULT_SMS_CODE (mocks/scenarios.ts).
describe('promotion sign-up journeys (built demo app, fake Android app)', () => {
  const SIGN_UP = '/promotion?lang=1&templateId=8&utm_tag=spring&user_from=fb&app_from=h5';

  it('a new Indian number: picture code, SMS code, Register → download page → the store page opens', async () => {
    const { page, screenshot, requestsTo } = await begin('s1-sign-up');
    await page.goto(`${SIGN_UP}&mock=#/`);
    await ui(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible({ timeout: 10_000 });
    await ui(page).toHaveTitle('Sign up');
    const phone = page.getByRole('textbox', { name: 'Mobile number' });
    await phone.fill('9123456780');
    await ui(phone).toHaveValue('91234 56780');
    await ui(page.getByRole('img', { name: 'Picture code' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Characters in the picture' }).fill(DEFAULT_CAPTCHA_TEXT);
    await page.getByRole('button', { name: 'Send code' }).tap();
    await ui(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeVisible();
    await screenshot('code-sent');
    // Pressed again while it counts: said so, nothing sent (forced: its label changes every second, so
    // Playwright never finds it "stable", and it is aria-disabled on purpose — still tappable).
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).tap({ force: true });
    await ui(page.getByRole('alert')).toHaveText('Do not send the code repeatedly');
    expect(requestsTo(promotionSms)).toHaveLength(1);

    await page.getByRole('textbox', { name: 'SMS code' }).fill(DEFAULT_SMS_CODE);
    await page.getByRole('button', { name: 'Register' }).tap();
    await ui(page).toHaveURL(/\/promotion\?.*#\/downloadTemplate$/);
    await ui(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
    // The tab follows the hash: the download screen's own title.
    await ui(page).toHaveTitle('Download the app');
    await screenshot('download');
    const [registration] = requestsTo(promotionRegister);
    expect(registration!.params).toMatchObject({
      phone: '9123456780',
      capcode: DEFAULT_CAPTCHA_TEXT,
      smsCode: DEFAULT_SMS_CODE,
      id: '8',
      utm_tag: 'spring',
      user_from: 'fb',
      app_from: 'h5',
    });
    expect(registration!.request.headers()['idempotency-key']).toMatch(/\S{8,}/);
    expect(requestsTo(promotionRegister)).toHaveLength(1);
    expect(requestsTo(trackVisit)).toHaveLength(1);

    await page.getByRole('button', { name: 'Download Rupee Express' }).tap();
    // The fake app loads the store address (the demo's stand-in page) in the webview.
    await ui(page.getByRole('heading', { name: 'App store page (demo)' })).toBeVisible();
    const opened = await nativeCallsOf(page, 'openPage');
    expect(opened.map((c) => new URL(c.args[0]!).pathname)).toEqual(['/mock-assets/app-store.html']);
    // One count for Register, one for the download.
    expect(requestsTo(trackClick)).toHaveLength(2);
  });

  it('an already registered number → the download page says so', async () => {
    const { page, screenshot, requestsTo } = await begin('s2-already-registered');
    await page.goto(`${SIGN_UP}&mock=#/`);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
    await page.getByRole('textbox', { name: 'Characters in the picture' }).fill(DEFAULT_CAPTCHA_TEXT);
    await page.getByRole('button', { name: 'Send code' }).tap();
    await ui(page).toHaveURL(/#\/downloadTemplate$/);
    await ui(
      page.getByRole('heading', { name: 'You are already registered, please download the app to log in' }),
    ).toBeVisible();
    await ui(page.getByRole('button', { name: 'Download Rupee Express' })).toBeVisible();
    await screenshot('already-registered');
    expect(requestsTo(promotionRegister)).toHaveLength(0);
  });

  it('a wrong picture code → the server says so and a new picture comes, the field cleared', async () => {
    const { page, screenshot, requestsTo } = await begin('s3-wrong-captcha');
    await page.goto(`${SIGN_UP}&mock=#/`);
    const picture = page.getByRole('img', { name: 'Picture code' });
    await ui(picture).toBeVisible({ timeout: 10_000 });
    const first = await picture.getAttribute('src');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('9123456780');
    const captcha = page.getByRole('textbox', { name: 'Characters in the picture' });
    await captcha.fill('ZZZZ');
    await page.getByRole('button', { name: 'Send code' }).tap();
    await ui(page.getByRole('alert')).toHaveText('Wrong image code.');
    await ui(picture).not.toHaveAttribute('src', first!);
    await ui(captcha).toHaveValue('');
    // No code went out, so no countdown.
    await ui(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    await screenshot('new-picture');
    expect(requestsTo(promotionSms)).toHaveLength(1);
    expect(requestsTo(promotionSms)[0]!.params.capcode).toBe('ZZZZ');
  });
});
