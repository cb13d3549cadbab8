import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { ApiError } from '../errors';
import { endpointTestKit } from '../test-support/endpointTestKit';
import {
  complaintCalls,
  customerContact,
  problemDetail,
  problemImageUpload,
  problemInit,
  problemInitNew,
  problemList,
  problemTypes,
  COMPLAINT_IMAGES_MAX,
} from './complaint';

const { server, ORIGIN, client, parse, answer, malformedField, form } = endpointTestKit({
  page: '?dId=dev-7&tok=sess-1&aVer=3.2.0&pf=android&lang=2',
  success: { code: '00', message: '' },
});
const calls = () => complaintCalls(client());

/* ---------- Wire samples ---------- */

const danaKilatOrder = {
  orderNo: 'DK2406120001837',
  productLogo: 'https://cdn.danakilat.co.id/logo/dana-kilat.png',
  productName: 'Dana Kilat',
  status: 'Menunggu pembayaran',
  isShow: '1',
  list: [
    { title: 'Jumlah pinjaman', value: 'Rp 1.500.000' },
    { title: 'Jatuh tempo', value: '2024-07-12' },
  ],
};
const rupiahCepatOrder = {
  orderNo: 'RC2405300000412',
  productLogo: 'https://cdn.rupiahcepat.co.id/logo.png',
  productName: 'Rupiah Cepat',
  status: 'Lunas',
  isShow: 0,
  list: [{ text: 'Jumlah pinjaman', value: 'Rp 800.000' }],
};
const indonesianInit = {
  problemType: [
    { value: 1, title: 'Penagihan' },
    { value: 2, title: 'Pencairan dana' },
    { value: '3', title: 'Pembayaran' },
  ],
  problemSonType: [
    { value: 11, title: 'Bahasa kasar' },
    { value: 12, title: 'Menghubungi kontak darurat' },
  ],
  orderDetail: danaKilatOrder,
  orderList: [danaKilatOrder, rupiahCepatOrder],
};

const expectedDanaKilat = {
  orderNo: 'DK2406120001837',
  productLogo: 'https://cdn.danakilat.co.id/logo/dana-kilat.png',
  productName: 'Dana Kilat',
  status: 'Menunggu pembayaran',
  allowsCollection: true,
  rows: [
    { title: 'Jumlah pinjaman', value: 'Rp 1.500.000' },
    { title: 'Jatuh tempo', value: '2024-07-12' },
  ],
};

describe('problem-init (POST)', () => {
  it('reads the Indonesian entry: types, sub-types, the current order and the list', () => {
    expect(parse(problemInit, indonesianInit)).toEqual({
      types: [
        { value: '1', title: 'Penagihan' },
        { value: '2', title: 'Pencairan dana' },
        { value: '3', title: 'Pembayaran' },
      ],
      subTypes: [
        { value: '11', title: 'Bahasa kasar' },
        { value: '12', title: 'Menghubungi kontak darurat' },
      ],
      order: expectedDanaKilat,
      orders: [
        expectedDanaKilat,
        {
          orderNo: 'RC2405300000412',
          productLogo: 'https://cdn.rupiahcepat.co.id/logo.png',
          productName: 'Rupiah Cepat',
          status: 'Lunas',
          allowsCollection: false,
          rows: [{ title: 'Jumlah pinjaman', value: 'Rp 800.000' }],
        },
      ],
    });
  });

  it('reads an Indian entry whose orderDetail is an empty string as no current order', () => {
    const entry = parse(problemInit, {
      problemType: [{ value: 1, title: 'Collection' }],
      problemSonType: [],
      orderDetail: '',
      orderList: [
        {
          orderNo: 58813402,
          productName: 'RupeeRise',
          status: 'Overdue',
          isShow: 1,
          list: [{ title: 'Loan amount', value: 'Rs. 8,000' }],
        },
      ],
    });
    expect(entry.order).toBeNull();
    expect(entry.orders).toEqual([
      {
        orderNo: '58813402',
        productLogo: '',
        productName: 'RupeeRise',
        status: 'Overdue',
        allowsCollection: true,
        rows: [{ title: 'Loan amount', value: 'Rs. 8,000' }],
      },
    ]);
  });

  it.each([
    ['1', true],
    [1, true],
    [true, true],
    ['0', false],
    [0, false],
    [null, false],
    [undefined, false],
  ])('isShow %j allows collection: %s', (isShow, allowed) => {
    const entry = parse(problemInit, { orderDetail: { ...danaKilatOrder, isShow } });
    expect(entry.order?.allowsCollection).toBe(allowed);
  });

  it('reads missing lists as empty and a null or missing orderDetail as no order', () => {
    expect(parse(problemInit, { problemType: null, orderDetail: null })).toEqual({
      types: [],
      subTypes: [],
      order: null,
      orders: [],
    });
    expect(parse(problemInit, {}).order).toBeNull();
  });

  it('names the order without an orderNo', async () => {
    const noNumber = { ...rupiahCepatOrder, orderNo: undefined };
    expect(
      await malformedField(problemInit, { ...indonesianInit, orderList: [danaKilatOrder, noNumber] }),
    ).toBe('data.orderList.1.orderNo');
    expect(await malformedField(problemInit, { ...indonesianInit, orderDetail: noNumber })).toBe(
      'data.orderDetail.orderNo',
    );
  });

  it('names a problem type without a value', async () => {
    expect(await malformedField(problemInit, { problemType: [{ title: 'Penagihan' }] })).toBe(
      'data.problemType.0.value',
    );
  });

  it('posts the orderId with the common params at the root, and succeeds on code 00', async () => {
    const seen = answer('/user-problem/problem-init', indonesianInit);
    const entry = await calls().problemInit({ orderId: 1837 });
    expect(entry.order?.orderNo).toBe('DK2406120001837');
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    const url = new URL(request.url);
    expect(url.pathname).toBe('/user-problem/problem-init');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      dId: 'dev-7',
      tok: 'sess-1',
      aVer: '3.2.0',
      pf: 'android',
    });
    expect(await form(request)).toEqual({ orderId: '1837' });
  });

  // "'00' on most complaint calls": not pinned for this one, so 0 succeeds too; a non-zero code fails.
  it('succeeds on code 0 too, and fails on a non-zero code', async () => {
    answer('/user-problem/problem-init', indonesianInit, { code: 0, message: '' });
    await expect(calls().problemInit({ orderId: 1 })).resolves.toBeTruthy();
    answer('/user-problem/problem-init', indonesianInit, { code: '01', message: 'no' });
    await expect(calls().problemInit({ orderId: 1 })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('problem types (GET problem-init)', () => {
  it('reads the Indian types and sub-types', () => {
    expect(
      parse(problemTypes, {
        problemType: [
          { value: 1, title: 'Collection' },
          { value: 4, title: 'Repayment not updated' },
        ],
        problemSonType: [{ value: '11', title: 'Abusive language' }],
      }),
    ).toEqual({
      types: [
        { value: '1', title: 'Collection' },
        { value: '4', title: 'Repayment not updated' },
      ],
      subTypes: [{ value: '11', title: 'Abusive language' }],
    });
  });

  it('reads no data as no types', () => {
    expect(parse(problemTypes, { problemType: null })).toEqual({ types: [], subTypes: [] });
  });

  it('names a sub-type without a value', async () => {
    expect(
      await malformedField(problemTypes, { problemSonType: [{ value: null, title: 'Bahasa kasar' }] }),
    ).toBe('data.problemSonType.0.value');
  });

  it('is a GET on the same path with only the common params', async () => {
    const seen = answer('/user-problem/problem-init', {
      problemType: [{ value: 2, title: 'Pencairan dana' }],
    });
    const types = await calls().problemTypes();
    expect(types.types).toEqual([{ value: '2', title: 'Pencairan dana' }]);
    expect(seen[0]!.method).toBe('GET');
    expect([...new URL(seen[0]!.url).searchParams.keys()].sort()).toEqual(['aVer', 'dId', 'pf', 'tok']);
  });
});

describe('problem-init, new variant', () => {
  it('reads the Indonesian types with localised titles, the order and the list', () => {
    expect(
      parse(problemInitNew, {
        problemStatus: [
          { id: 21, title_local: 'Penagihan' },
          { id: 22, title_local: 'Pencairan dana' },
          { value: '3', title: 'Pembayaran' },
        ],
        orderDetail: danaKilatOrder,
        orderList: [danaKilatOrder],
      }),
    ).toEqual({
      types: [
        { value: '21', title: 'Penagihan' },
        { value: '22', title: 'Pencairan dana' },
        { value: '3', title: 'Pembayaran' },
      ],
      order: expectedDanaKilat,
      orders: [expectedDanaKilat],
    });
  });

  it('reads an empty orderDetail and missing lists', () => {
    expect(parse(problemInitNew, { orderDetail: '' })).toEqual({ types: [], order: null, orders: [] });
  });

  it('names the malformed order row', async () => {
    expect(
      await malformedField(problemInitNew, {
        orderList: [{ ...danaKilatOrder, list: [{ title: 'Jumlah', value: {} }] }],
      }),
    ).toBe('data.orderList.0.list.0.value');
  });

  it('posts the orderNo under /h5-api/v3', async () => {
    const seen = answer('/h5-api/v3/user-problem/problem-init', { problemStatus: [] });
    await calls().problemInitNew({ orderNo: 'DK2406120001837' });
    expect(seen[0]!.method).toBe('POST');
    expect(await form(seen[0]!)).toEqual({ orderNo: 'DK2406120001837' });
  });
});

describe('problem-detail', () => {
  it('reads an Indonesian complaint with comma-joined images and a reply', () => {
    expect(
      parse(problemDetail, {
        type: 'Penagihan',
        sonType: 'Bahasa kasar',
        problemId: 90412,
        content: 'Penagih menelepon keluarga saya berkali-kali.',
        images: 'https://cdn.danakilat.co.id/p/a1.jpg, https://cdn.danakilat.co.id/p/a2.jpg',
        disposeDetail: 'Kami sudah menegur petugas penagihan terkait.',
        disposeImages: ['https://cdn.danakilat.co.id/r/b1.jpg'],
        isScore: 1,
        time: '2024-06-12 09:41:03',
      }),
    ).toEqual({
      problemId: '90412',
      type: 'Penagihan',
      subType: 'Bahasa kasar',
      content: 'Penagih menelepon keluarga saya berkali-kali.',
      images: ['https://cdn.danakilat.co.id/p/a1.jpg', 'https://cdn.danakilat.co.id/p/a2.jpg'],
      reply: 'Kami sudah menegur petugas penagihan terkait.',
      replyImages: ['https://cdn.danakilat.co.id/r/b1.jpg'],
      askForRating: true,
      time: '2024-06-12 09:41:03',
    });
  });

  it('reads an Indian complaint not yet answered: empty images and reply', () => {
    expect(
      parse(problemDetail, {
        type: 'Repayment not updated',
        sonType: null,
        problemId: '7731',
        content: 'I paid Rs. 2,150 by UPI yesterday but the loan still shows due.',
        images: '',
        disposeDetail: null,
        disposeImages: null,
        isScore: '0',
      }),
    ).toEqual({
      problemId: '7731',
      type: 'Repayment not updated',
      subType: '',
      content: 'I paid Rs. 2,150 by UPI yesterday but the loan still shows due.',
      images: [],
      reply: '',
      replyImages: [],
      askForRating: false,
      // No time sent: ''.
      time: '',
    });
  });

  it.each([
    [1, true],
    ['1', true],
    [2, true],
    ['2', true],
    [true, true],
    [0, false],
    ['0', false],
    ['', false],
    [false, false],
    [null, false],
    [undefined, false],
  ])('isScore %j asks for a rating: %s', (isScore, ask) => {
    expect(parse(problemDetail, { problemId: 1, isScore }).askForRating).toBe(ask);
  });

  it('names a missing problemId and malformed images', async () => {
    expect(await malformedField(problemDetail, { content: 'x' })).toBe('data.problemId');
    expect(await malformedField(problemDetail, { problemId: 1, images: [42] })).toBe('data.images.0');
  });

  it('posts the problemId', async () => {
    const seen = answer('/user-problem/problem-detail', { problemId: 90412 });
    expect((await calls().problemDetail({ problemId: 90412 })).problemId).toBe('90412');
    expect(await form(seen[0]!)).toEqual({ problemId: '90412' });
  });
});

describe('save-score', () => {
  it('posts the score the borrower chose and the problemId, ignoring data', async () => {
    const seen = answer('/user-problem/save-score', null);
    await expect(calls().problemScore({ score: 4, problemId: '90412' })).resolves.toBeUndefined();
    expect(await form(seen[0]!)).toEqual({ score: '4', problemId: '90412' });
  });

  it('reports the server message on another code', async () => {
    answer('/user-problem/save-score', null, { code: '01', message: 'Penilaian sudah dikirim' });
    await expect(calls().problemScore({ score: 5, problemId: 1 })).rejects.toMatchObject({
      name: 'ApiError',
      code: '01',
      serverMessage: 'Penilaian sudah dikirim',
    });
  });
});

describe('problem-save', () => {
  const draft = {
    problemType: 1,
    problemSonType: 11,
    problemDetail: 'Penagih menghubungi atasan saya di kantor.',
    problemImage: ['https://cdn.danakilat.co.id/p/a1.jpg', 'https://cdn.danakilat.co.id/p/a2.jpg'],
    orderNo: 'DK2406120001837',
  };

  it('posts the draft with the images comma-joined and an Idempotency-Key, succeeding on the flag', async () => {
    const seen = answer('/user-problem/problem-save', null, { success: true, message: 'ok' });
    await expect(calls().problemSave(draft)).resolves.toEqual({ reference: '' });
    expect(await form(seen[0]!)).toEqual({
      problemType: '1',
      problemSonType: '11',
      problemDetail: 'Penagih menghubungi atasan saya di kantor.',
      problemImage: 'https://cdn.danakilat.co.id/p/a1.jpg,https://cdn.danakilat.co.id/p/a2.jpg',
      orderNo: 'DK2406120001837',
    });
    expect(seen[0]!.headers.get('idempotency-key')).toMatch(/\S{8,}/);
  });

  it.each([
    [{ problemId: 6012 }, '6012'],
    [{ problemId: ' P-2406-0007 ' }, 'P-2406-0007'],
    [{ id: '90412' }, '90412'],
    [{ problemNo: 'CP123' }, 'CP123'],
    [{ problemId: '' }, ''],
    [{ problemId: { x: 1 } }, ''],
    [null, ''],
    ['ok', ''],
    [true, ''],
  ])("reads the complaint's number from data %j when the server sends one", async (data, reference) => {
    answer('/user-problem/problem-save', data, { success: true });
    await expect(calls().problemSave(draft)).resolves.toEqual({ reference });
  });

  it('leaves out the sub-type of another type and sends no images as empty', async () => {
    const seen = answer('/user-problem/problem-save', null, { success: 'true' });
    await calls().problemSave({ problemType: 4, problemDetail: 'Pembayaran belum masuk.', orderNo: 'RC1' });
    expect(await form(seen[0]!)).toEqual({
      problemType: '4',
      problemDetail: 'Pembayaran belum masuk.',
      problemImage: '',
      orderNo: 'RC1',
    });
  });

  it('fails when the flag is off, even with code 00', async () => {
    answer('/user-problem/problem-save', null, {
      success: false,
      code: '00',
      message: 'Keluhan gagal dikirim',
    });
    await expect(calls().problemSave(draft)).rejects.toMatchObject({
      name: 'ApiError',
      serverMessage: 'Keluhan gagal dikirim',
    });
  });

  it('sends one request for a double tap', async () => {
    const seen: Request[] = [];
    server.use(
      http.post(`${ORIGIN}/user-problem/problem-save`, async ({ request }) => {
        seen.push(request);
        await delay(20);
        return HttpResponse.json({ success: true });
      }),
    );
    const api = calls();
    await Promise.all([api.problemSave(draft), api.problemSave(draft)]);
    expect(seen).toHaveLength(1);
  });

  it('refuses a draft over the limits without sending it', async () => {
    const seen = answer('/user-problem/problem-save', null, { success: true });
    const tenImages = Array.from({ length: COMPLAINT_IMAGES_MAX + 1 }, (_, i) => `https://cdn.test/${i}.jpg`);
    await expect(calls().problemSave({ ...draft, problemImage: tenImages })).rejects.toBeInstanceOf(
      RangeError,
    );
    await expect(calls().problemSave({ ...draft, problemDetail: 'a'.repeat(201) })).rejects.toBeInstanceOf(
      RangeError,
    );
    expect(seen).toHaveLength(0);
    // 200 characters count as 200 even when each takes two UTF-16 units.
    await calls().problemSave({ ...draft, problemDetail: '🙏'.repeat(200) });
    expect(seen).toHaveLength(1);
  });
});

describe('upload-problem-img', () => {
  it('reads the uploaded URL', () => {
    expect(parse(problemImageUpload, { url: 'https://cdn.rupeerise.in/problem/ss-1.png' })).toBe(
      'https://cdn.rupeerise.in/problem/ss-1.png',
    );
  });

  it('names a missing url', async () => {
    expect(await malformedField(problemImageUpload, { path: '/x.png' })).toBe('data.url');
    expect(await malformedField(problemImageUpload, null)).toBe('data');
  });

  it('sends the file as multipart field problemImage', async () => {
    const seen = answer('/user-problem/upload-problem-img', { url: 'https://cdn.danakilat.co.id/p/a3.jpg' });
    const file = new File(['jpeg-bytes'], 'bukti-transfer.jpg', { type: 'image/jpeg' });
    await expect(calls().problemImageUpload({ problemImage: file })).resolves.toBe(
      'https://cdn.danakilat.co.id/p/a3.jpg',
    );
    expect(seen[0]!.headers.get('content-type')).toContain('multipart/form-data');
    const sent = (await seen[0]!.formData()).get('problemImage') as File;
    expect(sent.name).toBe('bukti-transfer.jpg');
    expect(await sent.text()).toBe('jpeg-bytes');
  });
});

describe('problem-list', () => {
  it('reads the tabs and their complaints', () => {
    expect(
      parse(problemList, {
        tabs: [
          {
            name: 'Diproses',
            list: [
              {
                id: 90412,
                time: '2024-06-12 09:41:03',
                type: 'Penagihan',
                content: 'Penagih menelepon keluarga saya.',
              },
            ],
          },
          {
            name: 'Resolved',
            list: [
              {
                id: '7731',
                time: '2024-05-30',
                type: 'Repayment not updated',
                content: 'Paid Rs. 2,150 by UPI.',
              },
            ],
          },
          { name: 'Semua', list: null },
        ],
      }),
    ).toEqual([
      {
        name: 'Diproses',
        complaints: [
          {
            id: '90412',
            time: '2024-06-12 09:41:03',
            type: 'Penagihan',
            content: 'Penagih menelepon keluarga saya.',
          },
        ],
      },
      {
        name: 'Resolved',
        complaints: [
          {
            id: '7731',
            time: '2024-05-30',
            type: 'Repayment not updated',
            content: 'Paid Rs. 2,150 by UPI.',
          },
        ],
      },
      { name: 'Semua', complaints: [] },
    ]);
  });

  it('reads no data or no tabs as no tabs', () => {
    expect(parse(problemList, null)).toEqual([]);
    expect(parse(problemList, {})).toEqual([]);
  });

  it('names a complaint without an id', async () => {
    expect(
      await malformedField(problemList, { tabs: [{ name: 'Semua', list: [{ time: '2024-06-12' }] }] }),
    ).toBe('data.tabs.0.list.0.id');
  });

  it('reads the tabs from `data.tabs` or the top-level `tabs` the spec names (res.tabs)', async () => {
    const tab = {
      name: 'Diproses',
      list: [{ id: 90412, time: '2024-06-12', type: 'Penagihan', content: 'x' }],
    };
    const expected = [
      {
        name: 'Diproses',
        complaints: [{ id: '90412', time: '2024-06-12', type: 'Penagihan', content: 'x' }],
      },
    ];
    answer(problemList, { tabs: [tab] });
    await expect(calls().problemList()).resolves.toEqual(expected);
    // The spec's shape: tabs beside code and data (data empty, null or absent).
    for (const data of [undefined, null, {}, '']) {
      answer(problemList, data, { code: '00', message: '', tabs: [tab] });
      await expect(calls().problemList()).resolves.toEqual(expected);
    }
    // Both sent: data's own tabs win.
    answer(problemList, { tabs: [] }, { code: '00', tabs: [tab] });
    await expect(calls().problemList()).resolves.toEqual([]);
  });

  it('names a malformed top-level tab', async () => {
    answer(problemList, null, { code: '00', tabs: [{ name: 'Semua', list: [{ time: '2024-06-12' }] }] });
    const error = await calls()
      .problemList()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ field: 'data.tabs.0.list.0.id' });
  });

  it('posts with no payload', async () => {
    const seen = answer('/user-problem/problem-list', { tabs: [] });
    await expect(calls().problemList()).resolves.toEqual([]);
    expect(seen[0]!.method).toBe('POST');
    expect(await seen[0]!.text()).toBe('');
  });
});

describe('get-whatsapp (customer contact)', () => {
  it.each([
    [{ boemail: 'cs@danakilat.co.id', bophone: '021-5098-7788' }, 'cs@danakilat.co.id', '021-5098-7788'],
    [{ boemail: 'support@rupeerise.in', bophone: 18002587700 }, 'support@rupeerise.in', '18002587700'],
    [{ boemail: null }, '', ''],
  ])('reads %j', (data, email, phone) => {
    expect(parse(customerContact, data)).toEqual({ email, phone });
  });

  it('names a malformed e-mail', async () => {
    expect(await malformedField(customerContact, { boemail: ['cs@danakilat.co.id'] })).toBe('data.boemail');
  });

  it('fills in overall=30', async () => {
    const seen = answer('/user-problem/get-whatsapp', {
      boemail: 'cs@danakilat.co.id',
      bophone: '021-5098-7788',
    });
    await expect(calls().customerContact()).resolves.toEqual({
      email: 'cs@danakilat.co.id',
      phone: '021-5098-7788',
    });
    expect(await form(seen[0]!)).toEqual({ overall: '30' });
  });
});
