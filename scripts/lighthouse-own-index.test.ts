import type { RunnerResult } from 'lighthouse';
import { afterEach, describe, expect, it, vi } from 'vitest';

const UNWAITED = { traceEvents: ['without waits'] };
// The trace without waits for a core simulates to half the TBT and 100 ms less LCP.
const simulatedAt = vi.fn(async (_result: unknown, cpuSlowdown: number, trace?: unknown) => ({
  lcpMs: 1000 + cpuSlowdown - (trace === UNWAITED ? 100 : 0),
  tbtMs: (10 * cpuSlowdown) / (trace === UNWAITED ? 2 : 1),
}));
vi.mock('./lantern-view', () => ({ simulatedAt, lanternView: vi.fn() }));
vi.mock('./main-thread-cpu', () => ({ mainThreadCpuMs: vi.fn(), withoutCoreWaits: vi.fn(async () => UNWAITED) }));

const { atOwnIndex } = await import('./lighthouse-audit');

function run(benchmarkIndex: number, throttlingMethod = 'simulate'): RunnerResult {
  return {
    artifacts: { Trace: { traceEvents: [] } },
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
    expect(await atOwnIndex(run(800), 4)).toEqual({
      atOwnIndex: { cpuSlowdown: 2, lcpMs: 1002, tbtMs: 20, withoutCoreWaits: { lcpMs: 902, tbtMs: 10 } },
    });
    expect(simulatedAt).toHaveBeenCalledTimes(2);
    expect(simulatedAt.mock.calls.map((call) => call[1])).toEqual([2, 2]);
  });

  it('keeps the audits of a run whose own index gives the same slowdown, and simulates it without waits', async () => {
    expect(await atOwnIndex(run(1300), 3)).toEqual({
      atOwnIndex: { cpuSlowdown: 3, lcpMs: 2100, tbtMs: 321, withoutCoreWaits: { lcpMs: 903, tbtMs: 15 } },
    });
    expect(simulatedAt).toHaveBeenCalledTimes(1);
    expect(simulatedAt.mock.calls[0]![2]).toBe(UNWAITED);
  });

  it('has nothing for a host too slow to calibrate, a run not simulated, or the desktop preset', async () => {
    expect(await atOwnIndex(run(120), 4)).toEqual({});
    expect(await atOwnIndex(run(800, 'devtools'), 4)).toEqual({});
    vi.stubEnv('LIGHTHOUSE_FORM_FACTOR', 'desktop');
    expect(await atOwnIndex(run(800), 1)).toEqual({});
    expect(simulatedAt).not.toHaveBeenCalled();
  });
});
