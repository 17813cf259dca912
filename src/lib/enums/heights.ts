import { stepOptions } from './steps';

/** Height choices: 53 to 84 inches, i.e. 135 cm (4'5") to 213 cm (7'0") (spec §3 Enumerations). */
export const HEIGHT_MIN_INCHES = 53;
export const HEIGHT_MAX_INCHES = 84;

export interface HeightOption {
  /** Stored value. */
  readonly inches: number;
  /** Inches × 2.54, rounded (spec §9). */
  readonly cm: number;
  /** e.g. 4'5" */
  readonly feetInches: string;
  /** e.g. 135 cm (4'5") */
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
