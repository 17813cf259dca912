import { describe, expect, it } from 'vitest';
import {
  centimetresToMetres,
  formatHeightBoth,
  formatWeightBoth,
  inchesToCm,
  lbsToKg,
  poundsToKilograms,
} from './units';

describe('unit conversions (spec §9)', () => {
  it('rounds pounds × 0.453592 to kilograms', () => {
    expect(lbsToKg(135)).toBe(61); // 61.23
    expect(lbsToKg(150)).toBe(68); // 68.04
    expect(lbsToKg(157)).toBe(71); // 71.21
    expect(lbsToKg(350)).toBe(159); // 158.76
  });

  it('rounds inches × 2.54 to centimetres', () => {
    expect(inchesToCm(53)).toBe(135);
    expect(inchesToCm(66)).toBe(168); // 167.64
    expect(inchesToCm(84)).toBe(213);
  });

  it('has the divide-by helper too', () => {
    expect(poundsToKilograms(220.46)).toBeCloseTo(100, 6);
    expect(centimetresToMetres(168)).toBe(1.68);
  });

  it('formats both units for the profile stats', () => {
    expect(formatWeightBoth(135)).toBe('135 lbs / 61 kg');
    expect(formatHeightBoth(66)).toBe(`5'6" / 168 cm`);
  });
});
