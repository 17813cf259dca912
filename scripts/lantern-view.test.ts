import { describe, expect, it } from 'vitest';
import { blockingRows, describeCpuNode, lcpRows, type GraphNode, type Timing } from './lantern-view';

const cpu = (childEvents: { name: string; dur: number; args?: { data?: { url?: string } } }[]): GraphNode => ({
  type: 'cpu',
  childEvents,
});

describe('describeCpuNode', () => {
  it('names a task by its three costliest events, scripts by their path, in wall ms', () => {
    const node = cpu([
      { name: 'RunTask', dur: 40_000 },
      { name: 'Layout', dur: 2_000 },
      {
        name: 'EvaluateScript',
        dur: 12_500,
        args: { data: { url: 'http://127.0.0.1:4700/_next/static/chunks/a.js' } },
      },
      { name: 'ParseHTML', dur: 3_000 },
      { name: 'ParseHTML', dur: 4_000 },
    ]);
    expect(describeCpuNode(node)).toBe('EvaluateScript /_next/static/chunks/a.js 12.5, ParseHTML 7.0, Layout 2.0');
  });
});

describe('blockingRows', () => {
  const at = (startTime: number, duration: number) => ({ startTime, endTime: startTime + duration, duration });

  it('counts a task’s time over 50 ms between FCP and TTI, as Lantern does', () => {
    const estimate = {
      timeInMs: 0,
      nodeTimings: new Map<GraphNode, Timing>([
        [cpu([{ name: 'Layout', dur: 1 }]), at(1_000, 300)], // straddles FCP at 1,100: 200 − 50
        [cpu([{ name: 'ParseHTML', dur: 1 }]), at(1_500, 120)], // 120 − 50
        [cpu([{ name: 'Paint', dur: 1 }]), at(1_700, 40)], // under 50: not listed
        [cpu([{ name: 'FunctionCall', dur: 1 }]), at(1_950, 100)], // cut at TTI 2,000: 50, none
        [{ type: 'network' as const, request: { url: 'http://x/a.js' } }, at(1_200, 500)],
      ]),
    };
    const rows = blockingRows(estimate, 1_100, 2_000);
    expect(rows.map((row) => [row.start, row.blocking])).toEqual([
      [1_000, 150],
      [1_500, 70],
      [1_950, 0],
    ]);
  });
});

describe('lcpRows', () => {
  it('lists requests with their size and tasks with their simulated length, by their end', () => {
    const estimate = {
      timeInMs: 0,
      nodeTimings: new Map<GraphNode, Timing>([
        [cpu([{ name: 'Layout', dur: 9_000 }]), { startTime: 900, endTime: 1_020, duration: 120 }],
        [
          { type: 'network' as const, request: { url: 'http://127.0.0.1:4700/a.css', transferSize: 15_360 } },
          { startTime: 300, endTime: 800, duration: 500 },
        ],
      ]),
    };
    expect(lcpRows(estimate).map((row) => row.what)).toEqual(['GET /a.css 15.0 KB', 'task 120 ms: Layout 9.0']);
  });
});
