// Spec §9 "Unit conversions".
import { formatFeetInches } from './enums/heights';

export function lbsToKg(lbs: number): number {
  return Math.round(lbs * 0.453592);
}

export function inchesToCm(inches: number): number {
  return Math.round(inches * 2.54);
}

/** Unrounded, for computations. */
export function poundsToKilograms(lbs: number): number {
  return lbs / 2.2046;
}

export function centimetresToMetres(cm: number): number {
  return cm / 100;
}

export function formatWeightBoth(lbs: number): string {
  return `${lbs} lbs / ${lbsToKg(lbs)} kg`;
}

export function formatHeightBoth(inches: number): string {
  return `${formatFeetInches(inches)} / ${inchesToCm(inches)} cm`;
}
