import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { pageReads } from '../pageReads';
import { id, list, optionalText } from '../schemas/wire';

/* ---------- My complaints ---------- */

export interface ComplaintListEntry {
  id: string;
  time: string;
  type: string;
  content: string;
}

export interface ComplaintTab {
  name: string;
  complaints: ComplaintListEntry[];
}

const complaintListEntry = v.pipe(
  v.object({ id, time: optionalText, type: optionalText, content: optionalText }),
  v.transform((e): ComplaintListEntry => ({ id: e.id, time: e.time, type: e.type, content: e.content })),
);

/**
 * Where problem-list's tabs are: the spec names `res.tabs` (top level), our mock sends `data.tabs`. `data`'s
 * own tabs win; otherwise the top-level ones are read as if they were in `data`.
 */
export function complaintTabsOf(reply: Record<string, unknown>): unknown {
  const { data, tabs } = reply;
  const inData = typeof data === 'object' && data !== null && !Array.isArray(data);
  if (inData && (data as Record<string, unknown>).tabs != null) return data;
  if (tabs == null) return data;
  return { ...(inData ? data : {}), tabs };
}

/**
 * My complaints (spec screen 5). The spec shows only `res.tabs`; we read `tabs` from `data` or the top
 * level (`complaintTabsOf`): `tabs: [{ name, list: [{ id, time, type, content }] }]`, a tab without a list
 * being empty.
 */
export const problemList = defineEndpoint({
  ...pageReads.problemList,
  success: 'doubleZero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: {},
    replyFromSpec: [
      'tabs',
      'tabs[].list[].id',
      'tabs[].list[].time',
      'tabs[].list[].type',
      'tabs[].list[].content',
    ],
    success: 'ours',
    note: 'The spec shows res.tabs: we read tabs: [{ name, list }] from data.tabs or the top-level tabs (name and list ours).',
  },
  dataOf: complaintTabsOf,
  data: v.pipe(
    v.nullish(
      v.object({
        tabs: list(
          v.pipe(
            v.object({ name: optionalText, list: list(complaintListEntry) }),
            v.transform((t): ComplaintTab => ({ name: t.name, complaints: t.list })),
          ),
        ),
      }),
    ),
    v.transform((d): ComplaintTab[] => d?.tabs ?? []),
  ),
});
