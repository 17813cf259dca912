import { describe, expect, it } from 'vitest';
import { BUDGET_MINUTES, MAX_FACTOR, REFERENCE_MS, budgetSeconds, calibrate } from './ci-budget';

describe('budgetSeconds', () => {
  it('is 25 minutes on a machine of the reference speed or faster', () => {
    expect(budgetSeconds(REFERENCE_MS)).toEqual({ seconds: 25 * 60, factor: 1 });
    expect(budgetSeconds(REFERENCE_MS / 2)).toEqual({ seconds: 25 * 60, factor: 1 });
  });

  it('grows with a slower machine, in proportion', () => {
    expect(budgetSeconds(REFERENCE_MS * 1.5)).toEqual({ seconds: 2250, factor: 1.5 });
  });

  it('stops at 60 minutes, under CI’s own 90', () => {
    expect(budgetSeconds(REFERENCE_MS * 10)).toEqual({ seconds: 3600, factor: MAX_FACTOR });
    expect(BUDGET_MINUTES * 60 * MAX_FACTOR).toBe(3600);
  });
});

describe('calibrate', () => {
  it('times real work: a positive number of milliseconds', () => {
    const ms = calibrate(1);
    expect(ms).toBeGreaterThan(1);
    expect(Number.isFinite(ms)).toBe(true);
  }, 30_000);
});
