// The mock backend remembers: each flow below goes through the real client and typed API, the way a page
// container would, and checks what the next call sees.
import { describe, expect, it } from 'vitest';
import { mockBackendTestKit } from '../test-support/mockBackendTestKit';

const { backend } = mockBackendTestKit();

describe('chatbot', () => {
  it('walks from the categories to answers and records a low score with a message back', async () => {
    const { api, store } = backend();
    const top = await api.qaList({ orderNo: 'LN2025060210001', pid: 0 });
    expect(top.answers.map((a) => a.titleAlias)).toEqual([
      'Pembayaran',
      'Pinjaman',
      'Perpanjangan',
      'Penagihan',
    ]);
    const payments = await api.qaList({ orderNo: 'LN2025060210001', pid: top.answers[0]!.id });
    expect(payments.question).toEqual({ id: '1', title: 'Pembayaran dan cicilan' });
    expect(payments.answers.some((a) => a.actionType === 4)).toBe(true);
    const reply = await api.qaRecord({ orderNo: 'LN2025060210001', type: 3, value: 2, qaId: 102 });
    expect(reply.message).toMatch(/^Terima kasih/);
    await expect(api.qaRecord({ orderNo: 'LN2025060210001', type: 2, value: 1, qaId: 101 })).resolves.toEqual(
      { message: '' },
    );
    expect(store.data.qaRecords).toHaveLength(2);
  });

  // Chatbot scenarios: an empty category, a failing record type, a low score without a message.
  it('qaEmptyCategory:2 empties that category only', async () => {
    const { api } = backend('qaEmptyCategory:2');
    expect((await api.qaList({ orderNo: 'LN1', pid: 0 })).answers).toHaveLength(4);
    expect((await api.qaList({ orderNo: 'LN1', pid: 2 })).answers).toEqual([]);
    expect((await api.qaList({ orderNo: 'LN1', pid: 1 })).answers.length).toBeGreaterThan(0);
  });

  it('qaRecordFails:3 refuses star scores and keeps none; other records go through', async () => {
    const { api, store } = backend('qaRecordFails:3');
    await expect(api.qaRecord({ orderNo: 'LN1', type: 3, value: 5, qaId: 101 })).rejects.toMatchObject({
      code: 1,
    });
    await expect(api.qaRecord({ orderNo: 'LN1', type: 2, value: 1, qaId: 101 })).resolves.toEqual({
      message: '',
    });
    expect(store.data.qaRecords.map((r) => r.type)).toEqual([2]);
  });

  it('qaSilentLowScore answers a low score without a message', async () => {
    const { api } = backend('qaSilentLowScore');
    await expect(api.qaRecord({ orderNo: 'LN1', type: 3, value: 2, qaId: 101 })).resolves.toEqual({
      message: '',
    });
  });
});
