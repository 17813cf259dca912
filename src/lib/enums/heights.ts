import { stepOptions } from './steps';

/** 135 cm to 213 cm (spec §3). */
export const HEIGHT_MIN_INCHES = 53;
export const HEIGHT_MAX_INCHES = 84;

export interface HeightOption {
  readonly inches: number;
  readonly cm: number;
  readonly feetInches: string;
  readonly label: string;
}

export function formatFeetInches(inches: number): string {
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

export const HEIGHTS: readonly HeightOption[] = stepOptions(HEIGHT_MIN_INCHES, HEIGHT_MAX_INCHES, 1, (inches) => {
  const cm = Math.round(inches * 2.54);
  const feetInches = formatFeetInches(inches);
  return { inches, cm, feetInches, label: `${cm} cm (${feetInches})` };
});
