import { describe, expect, it } from 'vitest';
import { complaintTestKit } from '../test-support/complaintTestKit';
import { problemList } from './complaintList';

const { parse, answer, malformedField, calls } = complaintTestKit();

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
