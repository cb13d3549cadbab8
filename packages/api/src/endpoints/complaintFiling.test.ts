import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { complaintTestKit } from '../test-support/complaintTestKit';
import { COMPLAINT_IMAGES_MAX, problemImageUpload } from './complaintFiling';

const { server, ORIGIN, parse, answer, malformedField, form, calls } = complaintTestKit();

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
