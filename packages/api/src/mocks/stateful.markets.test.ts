// The mock backend remembers: each flow below goes through the real client and typed API, the way a page
// container would, and checks what the next call sees.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { readPageContext } from '../commonParams';
import { endpoints } from '../endpoints';
import { mockBackendTestKit } from '../test-support/mockBackendTestKit';

const { config, backend } = mockBackendTestKit();

describe('markets', () => {
  it('answers in the store market: Indonesian and Rupiah by default, English and rupees for IN', async () => {
    const id = backend().api;
    await expect(id.loanDetails({ productId: 1, orderId: 10001 })).resolves.toMatchObject({
      productName: 'Dana Kilat',
      rows: expect.arrayContaining([{ title: 'Jumlah pinjaman', value: 'Rp 1.500.000' }]),
    });
    const india = backend('market:IN').api;
    await expect(india.loanDetails({ productId: 1, orderId: 10001 })).resolves.toMatchObject({
      productName: 'Rupee Express',
      statusText: 'Repayment due',
      rows: expect.arrayContaining([{ title: 'Loan amount', value: 'Rs. 5,000.00' }]),
    });
  });

  it('answers in the language a request asks for with lang (1 = English)', async () => {
    const { store } = backend();
    const client = createApiClient({ config, page: readPageContext('') });
    // A GET payload travels in the query, where the mock reads `lang`.
    const top = await client.call(endpoints.qaList, { orderNo: 'x', pid: 0, lang: 1 });
    expect(top.answers[0]!.title).toBe('Repayment and instalments');
    expect(store.market).toBe('ID');
  });

  it('keeps each market apart', async () => {
    const { api, store } = backend();
    await api.loanScore({ score: 5, orderId: 10003 });
    expect(store.for('ID').orders.get('10003')?.isScore).toBe('0');
    expect(store.for('IN').orders.get('10003')?.isScore).toBe('1');
  });
});
