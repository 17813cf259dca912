import { describe, expect, it } from 'vitest';
import { topLevelCpuMs } from './main-thread-cpu';

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
