// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  channelTemplate,
  createApiClient,
  loanDetails,
  pageReads,
  virtualAccount,
  virtualAccountAddress,
} from '@loan-h5/api';
import { clearStoredPayMethod, storePayMethod } from '../lib/storedPayMethod';
import { codeAskedAt } from '../pages/codeAskedAt';
import { keepPageSession, readPageSession } from '../data/pageSession';
import { pageAtPath } from '../routes/firstReads';
import { sendFirstReadsAhead, SENT_AHEAD_GLOBAL, takeFirstReadsSentAhead } from './sendFirstReadsAhead';

// index.html's start-up script sends the opened page's first reads before the app's code has arrived;
// the entry's API client then takes them. The two must build the very same request.
/** The entry, as main.tsx starts: its client with the session read now and the replies sent ahead; the
 * session kept and taken out of the URL as the page first renders. */
function startEntry() {
  const page = readPageSession(window);
  const client = createApiClient({ page, sentAhead: takeFirstReadsSentAhead(window) });
  keepPageSession(page);
  return client;
}

const reply = (orderStatus: number) =>
  new Response(
    JSON.stringify({ code: 0, message: '', data: { orderStatus, userOrderDetail: { detail: [] } } }),
  );

describe("index.html's start-up script", () => {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(reply(174)));
  beforeEach(() => {
    sessionStorage.clear();
    fetch.mockClear();
    vi.stubGlobal('fetch', fetch);
    window.__LOAN_H5_CONFIG__ = { apiOrigin: 'https://api.test' };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__LOAN_H5_CONFIG__;
    takeFirstReadsSentAhead(window);
  });

  it("sends the opened page's first read with the session in the URL, and the app's client takes it", async () => {
    window.history.replaceState(null, '', '/loanDetails?tok=secret&lang=1&orderId=9&swift=w1');
    sendFirstReadsAhead(window, pageAtPath);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [target, init] = fetch.mock.calls[0]!;
    expect(target).toBe(`https://api.test/gateway${pageReads.loanDetails.path}?tok=secret`);
    expect(String(init?.body)).toBe('orderId=9');
    expect(new Headers(init?.headers).get('swift')).toBe('w1');

    // The entry, later: it builds its client with the session, and hides it from the URL as the page renders.
    const client = startEntry();
    expect(window.location.search).toBe('?lang=1&orderId=9');
    expect((await client.call(loanDetails)).status).toBe(174);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('after a reload of the cleaned URL, sends it with the session the tab kept', () => {
    window.history.replaceState(null, '', '/loanDetails?tok=secret&lang=1&orderId=9');
    keepPageSession(readPageSession(window));
    expect(window.location.search).toBe('?lang=1&orderId=9');
    sendFirstReadsAhead(window, pageAtPath);
    expect(fetch.mock.calls[0]![0]).toBe(`https://api.test/gateway${pageReads.loanDetails.path}?tok=secret`);
  });

  it('sends nothing for a page without first reads or an unknown path, and leaves nothing to take', () => {
    for (const path of ['/testPreview', '/nowhere']) {
      window.history.replaceState(null, '', `${path}?lang=1`);
      sendFirstReadsAhead(window, pageAtPath);
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(takeFirstReadsSentAhead(window)).toEqual([]);
  });

  it('leaves its reads for the entry to take once', () => {
    window.history.replaceState(null, '', '/complaintList?lang=1');
    sendFirstReadsAhead(window, pageAtPath);
    expect(SENT_AHEAD_GLOBAL in window).toBe(true);
    expect(takeFirstReadsSentAhead(window).map((s) => s.endpoint)).toEqual(['problem-list']);
    expect(takeFirstReadsSentAhead(window)).toEqual([]);
  });

  describe("/that's code (generate-vcode: an intent the page asks on open, with no tap)", () => {
    const codeReply = () =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            code: 0,
            message: '',
            data: { amount: '150000', vcode: '8808', cardNo: 'B1', payType: 1, payCode: 'BCA', payStep: [] },
          }),
        ),
      );
    afterEach(() => localStorage.clear());

    it('goes out with the stored method and a key of its own, and the page call takes it: one code', async () => {
      fetch.mockImplementation(codeReply);
      storePayMethod({ payType: 'bank', payCode: 'BCA' });
      window.history.replaceState(null, '', '/that?tok=secret&lang=0&amount=150000&orderId=9');
      sendFirstReadsAhead(window, pageAtPath);
      expect(fetch).toHaveBeenCalledTimes(1);
      const [target, init] = fetch.mock.calls[0]!;
      expect(target).toBe(`https://api.test/gateway${virtualAccountAddress.path}?tok=secret`);
      expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toMatchObject({
        orderId: '9',
        amount: '150000',
        pay_type: '1',
        payCode: 'BCA',
        is_default: '0',
      });
      const key = new Headers(init?.headers).get('Idempotency-Key');
      expect(key).toBeTruthy();

      // The entry, later: the page asks for its code as it opens, with the same payload.
      const client = startEntry();
      const query = new URLSearchParams(window.location.search);
      const ask = codeAskedAt(query, client.market, { payType: 'bank', payCode: 'BCA' });
      expect((await client.call(virtualAccount, ask!)).code).toBe('8808');
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('is not sent for an address without a usable amount (the page asks nothing then either)', () => {
      clearStoredPayMethod();
      for (const amount of ['', '0', '-5', '1,50,000']) {
        window.history.replaceState(null, '', `/that?lang=0&amount=${amount}`);
        sendFirstReadsAhead(window, pageAtPath);
      }
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe("the promotion's banner (its largest paint)", () => {
    const images: { src: string; fetchPriority: string }[] = [];
    class FakeImage {
      fetchPriority = '';
      set src(src: string) {
        images.push({ src, fetchPriority: this.fetchPriority });
      }
    }
    const template = (bannerImage: string) => () =>
      Promise.resolve(
        new Response(
          JSON.stringify({ code: 0, message: '', data: { id: 7, title: 'Cair cepat', bannerImage } }),
        ),
      );
    beforeEach(() => {
      images.length = 0;
      vi.stubGlobal('Image', FakeImage);
    });

    it('is fetched as the template arrives, before the app has run, and the page still reads the template', async () => {
      fetch.mockImplementation(template('https://cdn.example/promo/banner.png'));
      window.history.replaceState(null, '', '/promotion?lang=0&templateId=7');
      sendFirstReadsAhead(window, pageAtPath);
      await vi.waitFor(() =>
        expect(images).toEqual([{ src: 'https://cdn.example/promo/banner.png', fetchPriority: 'high' }]),
      );
      const client = startEntry();
      const landing = await client.call(channelTemplate, { templateId: '7' });
      expect(landing.bannerImage).toBe('https://cdn.example/promo/banner.png');
    });

    it('is not fetched when the screen would not show it (not http(s), another host by //)', async () => {
      for (const banner of ['javascript:alert(1)', '//evil.example/b.png', '']) {
        fetch.mockImplementation(template(banner));
        window.history.replaceState(null, '', '/promotion?lang=0&templateId=7');
        sendFirstReadsAhead(window, pageAtPath);
        await Promise.all(takeFirstReadsSentAhead(window).map((s) => s.response));
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(images).toEqual([]);
    });
  });

  it('ignores anything else left under its name', () => {
    Object.assign(window, { [SENT_AHEAD_GLOBAL]: 'not a list' });
    expect(takeFirstReadsSentAhead(window)).toEqual([]);
  });
});
