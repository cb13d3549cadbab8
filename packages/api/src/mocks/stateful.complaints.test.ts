// The mock backend remembers: each flow below goes through the real client and typed API, the way a page
// container would, and checks what the next call sees.
import { describe, expect, it } from 'vitest';
import { failureOf, mockBackendTestKit } from '../test-support/mockBackendTestKit';
import { parseScenario } from './index';

const { backend } = mockBackendTestKit();

describe('complaints', () => {
  it('a saved complaint appears in the list (in progress) and opens in its details', async () => {
    const { api } = backend();
    const image = await api.problemImageUpload({
      problemImage: new Blob(['<svg/>'], { type: 'image/svg+xml' }),
    });
    expect(image).toBe('/mock-assets/receipt.svg');
    await api.problemSave({
      problemType: 3,
      problemDetail: 'Biaya layanan lebih besar dari yang tertulis.',
      problemImage: [image],
      orderNo: 'LN2025060210002',
    });
    const [inProgress, resolved] = await api.problemList();
    expect(inProgress!.name).toBe('Diproses');
    const filed = inProgress!.complaints[0]!;
    expect(filed).toMatchObject({
      type: 'Biaya dan bunga',
      content: 'Biaya layanan lebih besar dari yang tertulis.',
    });
    expect(resolved!.complaints.map((c) => c.id)).toEqual(['5001']);

    await expect(api.problemDetail({ problemId: filed.id })).resolves.toMatchObject({
      problemId: filed.id,
      type: 'Biaya dan bunga',
      images: ['/mock-assets/receipt.svg'],
      reply: '',
      askForRating: false,
    });
  });

  it('refuses a collection complaint about an order that does not allow one', async () => {
    const { api, store } = backend();
    const orderNo = store.data.orders.get('10004')!.orderNo;
    const entry = await api.problemInit({ orderId: 10004 });
    expect(entry.order).toMatchObject({ orderNo, allowsCollection: false });
    const error = await failureOf(
      api.problemSave({ problemType: 1, problemSonType: 11, problemDetail: 'Ditelepon terus.', orderNo }),
    );
    expect(error.serverMessage).toBe('Pesanan yang dipilih tidak mendukung keluhan penagihan.');
  });

  it('a rating stops the complaint asking for one', async () => {
    const { api, store } = backend();
    await expect(api.problemDetail({ problemId: 5001 })).resolves.toMatchObject({ askForRating: true });
    await api.problemScore({ score: 4, problemId: 5001 });
    await expect(api.problemDetail({ problemId: 5001 })).resolves.toMatchObject({ askForRating: false });
    expect(store.data.complaints[0]).toMatchObject({ score: 4 });
  });

  it('complaintReply: a complaint filed is answered at once — resolved in the list, asking for a rating', async () => {
    const { api } = backend('complaintReply');
    await api.problemSave({
      problemType: 2,
      problemDetail: 'Cicilan saya terpotong dua kali.',
      problemImage: ['/mock-assets/receipt.svg', '/mock-assets/transfer-screenshot.svg'],
      orderNo: 'LN2025060210001',
    });
    const [inProgress, resolved] = await api.problemList();
    expect(inProgress!.complaints.map((c) => c.content)).not.toContain('Cicilan saya terpotong dua kali.');
    const filed = resolved!.complaints.find((c) => c.content === 'Cicilan saya terpotong dua kali.');
    expect(resolved!.complaints.map((c) => c.id)).toEqual([filed!.id, '5001']);
    const problemId = filed!.id;
    await expect(api.problemDetail({ problemId })).resolves.toMatchObject({
      content: 'Cicilan saya terpotong dua kali.',
      images: ['/mock-assets/receipt.svg', '/mock-assets/transfer-screenshot.svg'],
      reply: expect.stringMatching(/\S/),
      askForRating: true,
    });
    await api.problemScore({ score: 4, problemId });
    await expect(api.problemDetail({ problemId })).resolves.toMatchObject({ askForRating: false });
    expect(parseScenario('complaintReply:0').state).toEqual({ complaintReply: false });
    expect(parseScenario('complaintReply:maybe').problems).toHaveLength(1);
  });

  // Information pages: `mock=serviceContact:…` leaves parts of the contact out.
  it.each([
    ['noPhone', { email: 'bantuan@danakilat.example', phone: '' }],
    ['noEmail', { email: '', phone: '021-5091-8800' }],
    ['none', { email: '', phone: '' }],
  ] as const)('serviceContact:%s answers %j', async (serviceContact, contact) => {
    const { api } = backend(`serviceContact:${serviceContact}`);
    await expect(api.customerContact()).resolves.toEqual(contact);
  });

  it('sends the customer service constant on the wire', async () => {
    const { api, store } = backend();
    await expect(api.customerContact()).resolves.toEqual({
      email: 'bantuan@danakilat.example',
      phone: '021-5091-8800',
    });
    expect(store.calls[0]).toMatchObject({
      endpoint: 'get-whatsapp',
      payload: { overall: '30', tok: 't0k' },
    });
  });
});
