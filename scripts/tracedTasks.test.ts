import { describe, expect, it } from 'vitest';
import { describeMachine, longTasksOf, type TraceEvent } from './tracedTasks.mjs';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, ms: number, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts,
  dur: ms * 1000,
});

describe('long tasks of a traced page load', () => {
  it('are the page main thread’s tasks over 50 ms, longest first, named by the longest thing inside', () => {
    const events = [
      thread(1, 1, 'CrBrowserMain'),
      thread(2, 7, 'CrRendererMain'),
      task(1, 1, 0, 400), // the browser process's own work is not the page's
      task(2, 7, 0, 70),
      task(2, 7, 100, 8, 'ParseHTML'),
      task(2, 7, 100_000, 120),
      task(2, 7, 100_000, 90, 'v8.evaluateModule'),
      task(2, 7, 100_000, 20, 'V8.CompileCode'),
      task(2, 7, 300_000, 50), // 50 ms is not over 50 ms
      task(2, 7, 400_000, 60, 'ThreadControllerImpl::RunTask'),
    ];
    expect(longTasksOf(events)).toEqual([
      { ms: 120, doing: 'evaluateModule', commit: false },
      { ms: 70, doing: 'ParseHTML', commit: false },
      { ms: 60, doing: 'other', commit: false },
    ]);
  });

  it('mark the navigation’s commit, the browser’s task, apart from the page’s', () => {
    const events = [
      thread(2, 7, 'CrRendererMain'),
      task(2, 7, 0, 180),
      task(2, 7, 0, 170, 'Receive mojo message'),
      task(2, 7, 10, 40, 'CommitLoad'),
      task(2, 7, 200_000, 90),
      task(2, 7, 200_000, 80, 'v8.evaluateModule'),
    ];
    expect(longTasksOf(events)).toEqual([
      { ms: 180, doing: 'Receive mojo message', commit: true },
      { ms: 90, doing: 'evaluateModule', commit: false },
    ]);
  });

  it('take the busiest renderer main thread when the browser made more than one', () => {
    const events = [
      thread(2, 7, 'CrRendererMain'), // about:blank's renderer, before a cross-site navigation
      thread(3, 9, 'CrRendererMain'),
      task(2, 7, 0, 55),
      task(3, 9, 0, 200),
      task(3, 9, 300_000, 80),
    ];
    expect(longTasksOf(events).map((t) => t.ms)).toEqual([200, 80]);
  });

  it('are none when the trace has no renderer', () => {
    expect(longTasksOf([thread(1, 1, 'CrBrowserMain'), task(1, 1, 0, 400)])).toEqual([]);
  });
});

describe('the machine a benchmark ran on', () => {
  it('gives the empty page’s floor and the phone that 4x on this machine stands for', () => {
    const line = describeMachine({ floors: [135, 160, 143, 150], benchmarkIndexes: [700, 640, 660] });
    expect(line).toContain('floor under every route: median 147 ms (135–160 ms, 4 loads)');
    expect(line).toContain('benchmark index median 660 (640–700, 3 loads)');
    // 660 / 4 = 165: slower than the phone DevTools takes as low-tier (264).
    expect(line).toContain('a phone of about 165 (slower than a low-tier phone');
  });

  it('says a fast machine at 4x stands for a mid-range phone', () => {
    expect(describeMachine({ floors: [], benchmarkIndexes: [2400] })).toMatch(
      /^The machine in this run:\n- Lighthouse's benchmark index median 2400 .* about 600 \(between a low-tier phone and a Pixel 5/,
    );
  });

  it('says nothing when nothing was measured', () => {
    expect(describeMachine({ floors: [], benchmarkIndexes: [] })).toBe('');
  });
});
