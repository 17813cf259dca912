import { describe, expect, it } from 'vitest';
import {
  mainThreadWaitFactor,
  projectedTbtMs,
  shrunkToThreadTime,
  taskRows,
  topLevelCpuMs,
  type TaskNode,
} from './main-thread-cpu';

describe('topLevelCpuMs', () => {
  it('sums the thread time of top-level tasks, not their wall time', () => {
    const layout = { duration: 56, event: { tdur: 5_400 } };
    const script = { duration: 20, event: { tdur: 18_000 } };
    expect(topLevelCpuMs([layout, script])).toBeCloseTo(23.4);
  });

  it('leaves nested tasks to their parent', () => {
    const parent = { duration: 30, event: { tdur: 25_000 } };
    expect(topLevelCpuMs([parent, { parent, duration: 10, event: { tdur: 9_000 } }])).toBe(25);
  });

  it('counts the wall duration of a task the trace has no thread time for', () => {
    expect(
      topLevelCpuMs([
        { duration: 7, event: {} },
        { duration: 3, event: { tdur: 1_000 } },
      ]),
    ).toBe(8);
  });
});

function node(name: string, selfTime: number, data: Record<string, unknown> = {}, children: TaskNode[] = []): TaskNode {
  return {
    event: { name, args: { data } },
    startTime: 0,
    duration: selfTime,
    selfTime,
    children,
    attributableURLs: [],
  };
}

describe('taskRows', () => {
  it('names a top-level task by its costliest event and gives its thread time', () => {
    const evaluate = node('EvaluateScript', 30, { url: 'http://x/_next/static/chunks/abc.js' });
    const top: TaskNode = {
      ...node('RunTask', 2, {}, [node('Layout', 4), evaluate]),
      startTime: 120,
      duration: 40,
      event: { name: 'RunTask', tdur: 12_500 },
    };
    expect(taskRows([top, { ...evaluate, parent: top }])).toEqual([
      { startMs: 120, wallMs: 40, cpuMs: 12.5, what: 'EvaluateScript abc.js' },
    ]);
  });
});

describe('projectedTbtMs', () => {
  it('counts what m times each task CPU is over 50 ms, after the first paint only', () => {
    const rows = [
      { startMs: 10, cpuMs: 40 },
      { startMs: 200, cpuMs: 20 },
      { startMs: 300, cpuMs: 9 },
    ];
    expect(projectedTbtMs(rows, 5, 100)).toBe(50);
  });
});

describe('mainThreadWaitFactor', () => {
  it('is the wall time over the CPU: 1 on a core of its own, more while it waited for one', () => {
    expect(mainThreadWaitFactor({ mainThreadMs: 900, mainThreadCpuMs: 900 })).toBe(1);
    expect(mainThreadWaitFactor({ mainThreadMs: 1_350, mainThreadCpuMs: 600 })).toBeCloseTo(2.25);
  });

  it('is not a number without any CPU to divide by', () => {
    expect(mainThreadWaitFactor({ mainThreadMs: 10, mainThreadCpuMs: 0 })).toBeNaN();
  });
});

describe('shrunkToThreadTime', () => {
  const main = { pid: 1, tid: 1 };
  // A 100 µs task that ran 25 µs on the CPU, a layout inside it, an instant event, then a task that never waited.
  const events = [
    { ...main, ph: 'X', ts: 1_000, dur: 100, tdur: 25, name: 'RunTask' },
    { ...main, ph: 'X', ts: 1_040, dur: 40, tdur: 10, name: 'Layout' },
    { ...main, ph: 'I', ts: 1_080, name: 'Mark' },
    { ...main, ph: 'X', ts: 1_100, dur: 30, tdur: 30, name: 'RunTask' },
    { pid: 1, tid: 2, ph: 'X', ts: 1_000, dur: 100, tdur: 10, name: 'v8.parseOnBackground' },
    { pid: 2, tid: 1, ph: 'X', ts: 1_000, dur: 500, tdur: 50, name: 'RunTask' },
  ];

  it('shrinks each top-level task to its thread time and keeps what is inside it in proportion', () => {
    const [task, layout, mark, next] = shrunkToThreadTime(events, main);
    expect(task).toMatchObject({ ts: 1_000, dur: 25 });
    expect(layout).toMatchObject({ ts: 1_010, dur: 10 });
    expect(mark).toMatchObject({ ts: 1_020 });
    // The next task starts where it started, at the old end of the first one: not inside it.
    expect(next).toMatchObject({ ts: 1_100, dur: 30 });
  });

  it('leaves other threads and processes alone and does not change the trace it was given', () => {
    const copy = shrunkToThreadTime(events, main);
    expect(copy[4]).toEqual(events[4]);
    expect(copy[5]).toEqual(events[5]);
    expect(events[0]).toMatchObject({ dur: 100 });
  });

  it('never stretches a task whose thread time reads longer than its wall time', () => {
    const [task] = shrunkToThreadTime([{ ...main, ph: 'X', ts: 0, dur: 10, tdur: 12 }], main);
    expect(task).toMatchObject({ dur: 10 });
  });
});
