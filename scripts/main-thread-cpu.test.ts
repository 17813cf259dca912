import { describe, expect, it } from 'vitest';
import { projectedTbtMs, taskRows, topLevelCpuMs, type TaskNode } from './main-thread-cpu';

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
