// Chatbot and complaint journeys: the chatbot's rating, the complaint form's draft and photos, the entry,
// my complaints and rating a reply. `npm run test:e2e`.
import { describe, expect, it } from 'vitest';
import { expect as ui } from 'playwright/test';
import { qaRecord, problemImageUpload, problemSave, problemInit, problemScore, qaList } from '@loan-h5/api';
import { nativeCallsOf } from './fakeNativeApp';
import type { Journey } from './journey';
import { png, registerJourneys } from './journeySuite';

const begin = registerJourneys();

// Chatbot (help assistant, /intelligentCustomerService)
describe('chatbot journeys (built demo app, fake Android app)', () => {
  it('chatbot: the modals’ code does not come → "Talk to a person" says so; Try again reloads, the chat kept, and it opens', async () => {
    const { page, context, screenshot } = await begin('chatbot-modal-offline');
    // The modals' code is refused (a dropped connection) on this page's life; the reload's requests go through.
    // Every request until Try again is refused: the page's other modal asks for the code too, 1.5 s after it
    // mounts, and on a loaded machine that can come before or after the tap.
    let online = false;
    let refused = 0;
    await context.route(/\/assets\/shared-Modal-[\w-]+\.js$/, (route) => {
      if (online) return route.continue();
      refused++;
      return route.abort('internetdisconnected');
    });
    await page.goto('/intelligentCustomerService?lang=1&orderNo=LN2025060210001&selectedIndex=0&mock=');
    const log = page.getByRole('log', { name: 'Conversation with the help assistant' });
    await log.getByRole('button', { name: 'How do I repay my loan?' }).tap();
    const answer = log.getByText('Open Loan details, tap Repay and choose a bank.', { exact: false });
    await ui(answer).toBeVisible();
    const talkToPerson = page.getByRole('button', { name: 'Talk to a person' });
    await talkToPerson.tap();
    const failed = page.getByRole('alert').filter({ hasText: 'Network error, please try again' });
    await ui(failed).toBeVisible();
    await ui(page.getByRole('dialog')).toHaveCount(0);
    await screenshot('modal-unavailable');
    expect(refused).toBeGreaterThan(0);
    online = true;
    await failed.getByRole('button', { name: 'Try again' }).tap();
    await ui(answer).toBeVisible(); // the reloaded page keeps the conversation
    await ui(failed).toHaveCount(0);
    await talkToPerson.tap();
    await ui(page.getByRole('dialog', { name: 'Talk to a person' })).toBeVisible();
  });

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

  it('complaint form with the keyboard open: the lines typed stay above Send, not behind it', async () => {
    const { page, screenshot } = await begin('c1-typing-above-send');
    await page.goto(`${FORM}&mock=`);
    const text = page.getByRole('textbox', { name: 'Describe the problem' });
    await text.tap();
    // The keyboard takes the lower half of the phone: the webview is resized to what is left (Android's
    // adjustResize), and the bar with Send sits on top of the keyboard.
    await page.setViewportSize({ width: 360, height: 330 });
    for (let line = 1; line <= 7; line++) {
      await page.keyboard.type(`Line ${line} of what happened`);
      await page.keyboard.press('Enter');
    }
    await page.keyboard.type('The last line typed');
    const send = page.getByRole('button', { name: 'Send' });
    const barTop = await send.evaluate((button) => button.closest('main ~ *')!.getBoundingClientRect().top);
    // The field has scrolled its text to the caret, so the line typed last is its text box's last line; the
    // page has scrolled that above the bar, not under it.
    const field = await text.evaluate((box) => {
      const { top, bottom } = box.getBoundingClientRect();
      const style = getComputedStyle(box);
      const below = parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
      return { top, textBottom: bottom - below, scrolled: box.scrollTop };
    });
    expect(field.scrolled).toBeGreaterThan(0);
    expect(field.textBottom).toBeLessThanOrEqual(barTop + 0.5);
    expect(field.top).toBeGreaterThanOrEqual(0);
    await screenshot('typed-above-send');
  });

  it("complaint form: the photo grid's code does not come → said in its place; Try again reloads, the text kept", async () => {
    const { page, context, screenshot } = await begin('c1-photo-grid-offline');
    // The grid's code is refused (a dropped connection) on this page's life; the reload's request goes through.
    let refused = 0;
    await context.route(/\/assets\/ImagePicker-[\w-]+\.js$/, (route) =>
      refused++ === 0 ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto(`${FORM}&mock=`);
    const text = page.getByRole('textbox', { name: 'Describe the problem' });
    await text.fill('I was charged twice for one instalment');
    const failed = page.getByRole('alert').filter({ hasText: 'Network error, please try again' });
    await ui(failed).toBeVisible();
    await ui(page.getByLabel('Add photo')).toHaveCount(0);
    await screenshot('photos-unavailable');
    await failed.getByRole('button', { name: 'Try again' }).tap();
    await ui(page.getByLabel('Add photo')).toBeVisible();
    await ui(text).toHaveValue('I was charged twice for one instalment');
    expect(refused).toBe(2);
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

describe('complaint journeys (built demo app, fake Android app)', () => {
  it('new entry → Pembayaran → chatbot → "Kirim keluhan" → the form (typed) → Kirim → one problem-save with the type', async () => {
    const { page, screenshot, requestsTo } = await begin('cx1-chatbot-complaint-typed');
    const orderNo = 'LN2025060210001';
    await page.goto(`/complainNewPage?lang=2&orderNo=${orderNo}&tok=t0k&dId=d1&mock=`);
    await ui(page.getByRole('heading', { level: 1, name: 'Pengaduan' })).toBeVisible({ timeout: 15_000 });
    await ui(page.getByRole('heading', { name: 'Pilih jenis permasalahan' })).toBeVisible();
    // The second type (value 2, "Pembayaran"): the chatbot opens with its position and its value.
    await page.getByRole('button', { name: 'Pembayaran' }).tap();
    await page.waitForURL(/\/intelligentCustomerService\?/);
    const chatbot = new URL(page.url());
    expect(chatbot.searchParams.get('selectedIndex')).toBe('1');
    expect(chatbot.searchParams.get('problemType')).toBe('2');
    await ui(page.getByRole('heading', { level: 1, name: 'Asisten bantuan' })).toBeVisible();
    const log = page.getByRole('log', { name: 'Percakapan dengan asisten bantuan' });

    // The payments topic → the question whose answer offers a complaint (action_type 4).
    const listed = requestsTo(qaList).length;
    await page
      .getByRole('group', { name: 'Topik bantuan' })
      .getByRole('button', { name: 'Pembayaran' })
      .tap();
    await expect.poll(() => requestsTo(qaList).length).toBeGreaterThan(listed);
    await log.getByRole('button', { name: 'Sudah bayar tetapi status belum berubah?' }).tap();
    await screenshot('complaint-action');
    await log.getByRole('button', { name: 'Kirim keluhan' }).last().tap();

    // The form knows the type: shown as a tag, nothing to choose.
    await page.waitForURL(/\/complainPageNext\?/);
    const form = new URL(page.url());
    expect(form.searchParams.get('problemType')).toBe('2');
    expect(form.searchParams.get('orderNo')).toBe(orderNo);
    await ui(page.getByRole('heading', { level: 1, name: 'Kirim pengaduan' })).toBeVisible();
    await ui(page.getByRole('region', { name: 'Jenis permasalahan' }).getByText('Pembayaran')).toBeVisible();
    await ui(page.getByRole('radiogroup')).toHaveCount(0);
    await page
      .getByRole('textbox', { name: 'Jelaskan masalah Anda' })
      .fill('Sudah bayar di Alfamart tetapi tagihan belum lunas');
    await page.getByRole('button', { name: 'Kirim', exact: true }).tap();

    const sent = page.getByRole('dialog', { name: 'Pengaduan terkirim' });
    await ui(sent).toBeVisible();
    await ui(sent.getByText(/^Nomor pengaduan \d+$/)).toBeVisible();
    await screenshot('sent');
    const saves = requestsTo(problemSave);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.params).toMatchObject({
      problemType: '2',
      orderNo,
      problemDetail: 'Sudah bayar di Alfamart tetapi tagihan belum lunas',
    });
    // What the entries kept on the phone for this complaint is cleared.
    expect(
      await page.evaluate(() => [localStorage.getItem('orderNo'), localStorage.getItem('selectedIndex')]),
    ).toEqual([null, null]);
    await sent.getByRole('button', { name: 'OK' }).tap();
    await page.waitForURL(/\/complaint\?/);
  });
});
