import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('reportError', () => {
  beforeEach(() => vi.resetModules());

  it('queues until the SDK is there, then hands everything over', async () => {
    const { reportError, setReporter } = await import('./report-error');
    const reporter = vi.fn();
    reportError(new Error('early'));
    setReporter(reporter);
    reportError(new Error('late'));
    expect(reporter.mock.calls.map(([error]) => (error as Error).message)).toEqual(['early', 'late']);
  });

  it('drops the queue and everything after when monitoring is off', async () => {
    const { reportError, setReporter } = await import('./report-error');
    reportError(new Error('early'));
    setReporter(null);
    const reporter = vi.fn();
    reportError(new Error('late'));
    expect(reporter).not.toHaveBeenCalled();
  });

  it('keeps at most 20 errors waiting', async () => {
    const { reportError, setReporter } = await import('./report-error');
    for (let i = 0; i < 50; i += 1) reportError(new Error(String(i)));
    const reporter = vi.fn();
    setReporter(reporter);
    expect(reporter).toHaveBeenCalledTimes(20);
  });
});
