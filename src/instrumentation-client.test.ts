import { afterEach, describe, expect, it, vi } from 'vitest';

const twMerge = vi.fn();
vi.mock('tailwind-merge', () => ({ twMerge }));

describe('instrumentation-client', () => {
  afterEach(() => vi.useRealTimers());

  it('builds tailwind-merge’s class map in a task of its own, not in the module’s evaluation', async () => {
    vi.useFakeTimers();
    await import('./instrumentation-client');
    expect(twMerge).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(twMerge).toHaveBeenCalledTimes(1);
  });
});
