// Spec §9 "Unit conversions": what the profile's stats show next to the stored pounds and inches.
import { formatFeetInches } from './enums/heights';

/** Kilograms are pounds times 0.453592, rounded (spec §9). */
export function lbsToKg(lbs: number): number {
  return Math.round(lbs * 0.453592);
}

/** Centimetres are inches times 2.54, rounded (spec §9). */
export function inchesToCm(inches: number): number {
  return Math.round(inches * 2.54);
}

/** The spec's other unit helper: pounds divided by 2.2046 (unrounded, for computations). */
export function poundsToKilograms(lbs: number): number {
  return lbs / 2.2046;
}

/** The spec's other unit helper: centimetres divided by 100. */
export function centimetresToMetres(cm: number): number {
  return cm / 100;
}

/** e.g. 135 → '135 lbs / 61 kg'. */
export function formatWeightBoth(lbs: number): string {
  return `${lbs} lbs / ${lbsToKg(lbs)} kg`;
}

/** e.g. 66 → `5'6" / 168 cm` (heights are stored in inches). */
export function formatHeightBoth(inches: number): string {
  return `${formatFeetInches(inches)} / ${inchesToCm(inches)} cm`;
}
