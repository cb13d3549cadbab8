import { describe, expect, it } from 'vitest';
import { complaintTestKit } from '../test-support/complaintTestKit';
import { problemDetail } from './complaintDetails';

const { parse, answer, malformedField, form, calls } = complaintTestKit();

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
