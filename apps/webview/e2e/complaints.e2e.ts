// Complaint journeys across pages (built demo app, fake Android app): a complaint filed from the chatbot
// reaches the backend with its type. `npm run test:e2e`; screenshots in node_modules/.cache/loan-h5-e2e.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser } from 'playwright';
import { expect as ui } from 'playwright/test';
import { problemSave, qaList } from '@loan-h5/api';
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
