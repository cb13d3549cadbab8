// Loan journeys: confirm and rate, borrow again, recommendations, consent and money safety on Confirm,
// unsafe server addresses, a missing plan, the joint-login failure. `npm run test:e2e`.
import { describe, expect, inject, it } from 'vitest';
import { expect as ui } from 'playwright/test';
import {
  agreementUrl,
  eventSave,
  jointProductClick,
  jointProductJump,
  loanConfirm,
  loanDetails,
  loanPush,
  loanScore,
  pageEvent,
  productApply,
} from '@loan-h5/api';
import { nativeCalls, nativeCallsOf } from './fakeNativeApp';
import { OPENING, registerJourneys } from './journeySuite';

const begin = registerJourneys();
const baseURL = inject('e2eBaseUrl');

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

  it('details opened with its reply in: the first frame shows the order, no skeleton; a slow reply gets one', async () => {
    const { page, screenshot, requestsTo } = await begin('1b-first-frame');
    // Notes whether a skeleton block was ever in the page, from its first node on.
    await page.addInitScript(() => {
      const seen = { skeleton: false };
      Object.assign(window, { loanH5Seen: seen });
      new MutationObserver(() => {
        if (document.querySelector('#root [data-shape]')) seen.skeleton = true;
      }).observe(document, { subtree: true, childList: true });
    });
    const skeletonSeen = () =>
      page.evaluate(() => (window as { loanH5Seen?: { skeleton: boolean } }).loanH5Seen?.skeleton);

    // The demo's mock backend is a service worker, installed on the tab's first page (a borrower's app has
    // none, and its page sends the read from index.html). Opened once first, so the reply is in with the code
    // as on a phone, not behind the worker's install (a first frame with a skeleton on a loaded CI machine).
    const details = '/loanDetails?lang=1&productId=1&orderId=10001&mock=orderStatus:174';
    await page.goto(details);
    await ui(page.getByRole('region', { name: 'Repayment due' })).toBeVisible();
    const asked = requestsTo(loanDetails).length;
    await page.goto(details);
    await ui(page.getByRole('region', { name: 'Repayment due' })).toBeVisible();
    expect(await skeletonSeen()).toBe(false);
    expect(requestsTo(loanDetails)).toHaveLength(asked + 1);
    await screenshot('details-first-frame');

    // A reply 1.5 s behind the page: the skeleton says it is loading, then the same request's reply fills it.
    await page.goto(
      '/loanDetails?lang=1&productId=1&orderId=10001&mock=orderStatus:174,slow:loan-details:1500',
    );
    await ui(page.locator('#root [data-shape]').first()).toBeAttached();
    await ui(page.getByText('Loading your loan details…')).toBeAttached();
    expect(await skeletonSeen()).toBe(true);
    await ui(page.getByRole('region', { name: 'Repayment due' })).toBeVisible();
    expect(requestsTo(loanDetails)).toHaveLength(asked + 2);
  });

  it('details opened by the native app: its session goes with the reads, leaves the address, and outlives a reload', async () => {
    const { page, requestsTo } = await begin('1c-session-kept');
    await page.goto('/loanDetails?lang=1&productId=1&orderId=10001&tok=t0k&dId=d1&mock=orderStatus:174');
    const due = page.getByRole('region', { name: 'Repayment due' });
    await ui(due).toBeVisible();
    expect(requestsTo(loanDetails).at(-1)?.params).toMatchObject({ tok: 't0k', dId: 'd1', orderId: '10001' });
    // Kept in the tab, then out of the address (a shared or captured address carries no token).
    await ui(page).not.toHaveURL(/tok=|dId=/);
    await ui(page).toHaveURL(/\/loanDetails\?lang=1&productId=1&orderId=10001/);

    await page.reload();
    await ui(due).toBeVisible();
    expect(requestsTo(loanDetails)).toHaveLength(2);
    expect(requestsTo(loanDetails).at(-1)?.params).toMatchObject({ tok: 't0k', dId: 'd1', orderId: '10001' });
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
