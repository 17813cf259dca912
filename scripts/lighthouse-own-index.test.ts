import type { RunnerResult } from 'lighthouse';
import { afterEach, describe, expect, it, vi } from 'vitest';

const simulatedAt = vi.fn(async (_result: unknown, cpuSlowdown: number) => ({
  lcpMs: 1000 + cpuSlowdown,
  tbtMs: 10 * cpuSlowdown,
}));
vi.mock('./lantern-view', () => ({ simulatedAt, lanternView: vi.fn() }));

const { atOwnIndex } = await import('./lighthouse-audit');

function run(benchmarkIndex: number, throttlingMethod = 'simulate'): RunnerResult {
  return {
    lhr: {
      environment: { benchmarkIndex },
      configSettings: { throttlingMethod, throttling: { cpuSlowdownMultiplier: 4 } },
      audits: {
        'largest-contentful-paint': { numericValue: 2100 },
        'total-blocking-time': { numericValue: 321 },
      },
    },
  } as unknown as RunnerResult;
}

describe('atOwnIndex: a run simulated again at the slowdown its own benchmarkIndex calibrates to', () => {
  afterEach(() => {
    simulatedAt.mockClear();
    vi.unstubAllEnvs();
  });

  it('simulates the run again when its own index calibrates to another slowdown than the page', async () => {
    expect(await atOwnIndex(run(800), 4)).toEqual({ atOwnIndex: { cpuSlowdown: 2, lcpMs: 1002, tbtMs: 20 } });
    expect(simulatedAt).toHaveBeenCalledTimes(1);
    expect(simulatedAt.mock.calls[0]![1]).toBe(2);
  });

  it('keeps the audits of a run whose own index gives the same slowdown', async () => {
    expect(await atOwnIndex(run(1300), 3)).toEqual({ atOwnIndex: { cpuSlowdown: 3, lcpMs: 2100, tbtMs: 321 } });
    expect(simulatedAt).not.toHaveBeenCalled();
  });

  it('has nothing for a host too slow to calibrate, a run not simulated, or the desktop preset', async () => {
    expect(await atOwnIndex(run(120), 4)).toEqual({});
    expect(await atOwnIndex(run(800, 'devtools'), 4)).toEqual({});
    vi.stubEnv('LIGHTHOUSE_FORM_FACTOR', 'desktop');
    expect(await atOwnIndex(run(800), 1)).toEqual({});
    expect(simulatedAt).not.toHaveBeenCalled();
  });
});
