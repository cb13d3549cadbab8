import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { endpointTestKit } from '../test-support/endpointTestKit';
import {
  chatbotCalls,
  qaList,
  qaRecord,
  QA_ACTION_COMPLAINT_FORM,
  QA_HELPFUL,
  QA_NOT_HELPFUL,
  QA_RECORD,
  QA_TOP,
} from './chatbot';

const { client, parse, answer, malformedField } = endpointTestKit({
  page: '?dId=dev-7&tok=sess-1&aVer=3.2.0&gid=ad-55&spits=S9',
  success: { code: 0, message: '' },
});
const calls = () => chatbotCalls(client());

describe('get-qa-list', () => {
  it('reads the Indonesian top categories', () => {
    expect(
      parse(qaList, {
        answerList: [
          { id: 1, title_local: 'Pencairan dana', title_local_alias: 'Pencairan', action_type: 0 },
          { id: 2, title_local: 'Pembayaran', title_local_alias: 'Bayar', action_type: '0', question: null },
          {
            id: 3,
            title_local: 'Penagihan',
            title_local_alias: '',
            action_type: 4,
            question: { id: 31, title_local: 'Saya ingin mengajukan keluhan penagihan' },
          },
        ],
        question: '',
      }),
    ).toEqual({
      answers: [
        { id: '1', title: 'Pencairan dana', titleAlias: 'Pencairan', actionType: 0, question: null },
        { id: '2', title: 'Pembayaran', titleAlias: 'Bayar', actionType: 0, question: null },
        {
          id: '3',
          title: 'Penagihan',
          titleAlias: '',
          actionType: QA_ACTION_COMPLAINT_FORM,
          question: { id: '31', title: 'Saya ingin mengajukan keluhan penagihan' },
        },
      ],
      question: null,
    });
  });

  it("reads an Indian category's answers and its own question", () => {
    expect(
      parse(qaList, {
        answerList: [
          {
            id: '104',
            title_local: 'Why is my repayment not reflected?',
            title_local_alias: null,
            action_type: 1,
            question: { id: '104', title_local: 'UPI payments take up to 2 hours to update.' },
          },
        ],
        question: { id: 10, title_local: 'Repayment' },
      }),
    ).toEqual({
      answers: [
        {
          id: '104',
          title: 'Why is my repayment not reflected?',
          titleAlias: '',
          actionType: 1,
          question: { id: '104', title: 'UPI payments take up to 2 hours to update.' },
        },
      ],
      question: { id: '10', title: 'Repayment' },
    });
  });

  it('reads missing lists, a missing action type and a missing question', () => {
    expect(parse(qaList, { answerList: null })).toEqual({ answers: [], question: null });
    expect(parse(qaList, { answerList: [{ id: 5 }] }).answers).toEqual([
      { id: '5', title: '', titleAlias: '', actionType: 0, question: null },
    ]);
  });

  it('names an answer without an id, a nested question without one, and a bad action type', async () => {
    expect(await malformedField(qaList, { answerList: [{ title_local: 'Pembayaran' }] })).toBe(
      'data.answerList.0.id',
    );
    expect(
      await malformedField(qaList, {
        answerList: [{ id: 1, question: { title_local: 'Bagaimana cara membayar?' } }],
      }),
    ).toBe('data.answerList.0.question.id');
    expect(await malformedField(qaList, { answerList: [{ id: 1, action_type: 'jump' }] })).toBe(
      'data.answerList.0.action_type',
    );
  });

  it('is a GET with orderNo, pid and the common params in the query, succeeding on code 0', async () => {
    const seen = answer('/h5-api/v3/user-problem/get-qa-list', { answerList: [] });
    await expect(calls().qaList({ orderNo: 'DK2406120001837', pid: QA_TOP })).resolves.toEqual({
      answers: [],
      question: null,
    });
    const request = seen[0]!;
    expect(request.method).toBe('GET');
    expect(request.headers.get('spits')).toBe('S9');
    expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({
      dId: 'dev-7',
      tok: 'sess-1',
      aVer: '3.2.0',
      gid: 'ad-55',
      orderNo: 'DK2406120001837',
      pid: '0',
    });
  });

  // The spec does not pin this call's code: '00' succeeds as 0 does, a non-zero code fails.
  it("succeeds on code '00' too, and fails on a non-zero code", async () => {
    answer('/h5-api/v3/user-problem/get-qa-list', { answerList: [] }, { code: '00' });
    await expect(calls().qaList({ orderNo: 'A', pid: 0 })).resolves.toMatchObject({ answers: [] });
    answer('/h5-api/v3/user-problem/get-qa-list', { answerList: [] }, { code: '01' });
    await expect(calls().qaList({ orderNo: 'A', pid: 0 })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('qa-record', () => {
  it.each([
    [
      'Terima kasih atas penilaian Anda. Kami akan memperbaiki layanan.',
      'Terima kasih atas penilaian Anda. Kami akan memperbaiki layanan.',
    ],
    [
      { message: 'Thanks, we will call you back within 3 working days.' },
      'Thanks, we will call you back within 3 working days.',
    ],
    [null, ''],
    [true, ''],
    [{ recordId: 881 }, ''],
  ])('reads data %j as the message %j', (data, message) => {
    expect(parse(qaRecord, data)).toEqual({ message });
  });

  it.each([
    [
      { orderNo: 'DK1', type: QA_RECORD.HUMAN },
      { orderNo: 'DK1', type: '1' },
    ],
    [
      { orderNo: 'DK1', type: QA_RECORD.HELPFUL, value: QA_HELPFUL, qaId: 104 },
      { orderNo: 'DK1', type: '2', value: '1', qaId: '104' },
    ],
    [
      { orderNo: 'DK1', type: QA_RECORD.HELPFUL, value: QA_NOT_HELPFUL, qaId: 104 },
      { orderNo: 'DK1', type: '2', value: '2', qaId: '104' },
    ],
    [
      { orderNo: 'RR58813402', type: QA_RECORD.STARS, value: 3, qaId: '104' },
      { orderNo: 'RR58813402', type: '3', value: '3', qaId: '104' },
    ],
    [
      { orderNo: 'RR58813402', type: QA_RECORD.TEXT, value: 'My UPI payment of Rs. 2,150 is not showing' },
      { orderNo: 'RR58813402', type: '4', value: 'My UPI payment of Rs. 2,150 is not showing' },
    ],
  ] as const)('posts %j as %j', async (payload, wire) => {
    const seen = answer('/h5-api/v3/user-problem/qa-record', null);
    await expect(calls().qaRecord(payload)).resolves.toEqual({ message: '' });
    expect(seen[0]!.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(await seen[0]!.text()))).toEqual(wire);
  });

  it('returns the message that comes with a low score', async () => {
    answer('/h5-api/v3/user-problem/qa-record', 'Mohon maaf atas ketidaknyamanannya.');
    await expect(
      calls().qaRecord({ orderNo: 'DK1', type: QA_RECORD.STARS, value: 2, qaId: 3 }),
    ).resolves.toEqual({ message: 'Mohon maaf atas ketidaknyamanannya.' });
  });

  it('carries the server message on another code', async () => {
    answer('/h5-api/v3/user-problem/qa-record', null, { code: 500, message: 'Sistem sibuk' });
    await expect(calls().qaRecord({ orderNo: 'DK1', type: QA_RECORD.HUMAN })).rejects.toMatchObject({
      name: 'ApiError',
      code: 500,
      serverMessage: 'Sistem sibuk',
    });
  });
});
