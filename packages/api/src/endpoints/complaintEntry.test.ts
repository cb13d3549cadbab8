import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { complaintTestKit } from '../test-support/complaintTestKit';
import { problemInit, problemInitNew, problemTypes } from './complaintEntry';

const { parse, answer, malformedField, form, calls } = complaintTestKit();

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
