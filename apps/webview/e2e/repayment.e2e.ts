// Repayment journeys: card repayment with the SMS step and its money safety; the virtual-account code
// asked once with the exact amount; the extension fee; changing the method. `npm run test:e2e`.
import { describe, expect, inject, it } from 'vitest';
import { expect as ui } from 'playwright/test';
import {
  extensionDetail,
  instalmentPlan,
  repaymentCommit,
  repaymentConfirm,
  virtualAccount,
} from '@loan-h5/api';
import { DEFAULT_SMS_CODE } from '@loan-h5/api/mocks';
import { nativeCalls, nativeCallsOf } from './fakeNativeApp';
import { registerJourneys } from './journeySuite';

const begin = registerJourneys();
const baseURL = inject('e2eBaseUrl');

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
