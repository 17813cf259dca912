import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './lighthouse-calibration';

describe('cpuSlowdownFor (Lighthouse CPU slowdown calculator)', () => {
  it("gives the calculator's anchor points", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 5);
    expect(cpuSlowdownFor(1766)).toBeCloseTo(5, 5);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 2);
  });

  it('is linear within a bracket and continuous across brackets', () => {
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5, 5);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5);
    expect(cpuSlowdownFor(799.999)).toBeCloseTo(2, 3);
    expect(cpuSlowdownFor(1299.999)).toBeCloseTo(3, 3);
  });

  it('refuses a host too slow to emulate the target device', () => {
    expect(cpuSlowdownFor(149)).toBeNull();
    expect(cpuSlowdownFor(Number.NaN)).toBeNull();
  });
});
