import { stepOptions } from './steps';

/** Weight choices: 90 to 350 lbs in steps of 5 (spec §3 Enumerations). */
export const WEIGHT_MIN_LBS = 90;
export const WEIGHT_MAX_LBS = 350;
export const WEIGHT_STEP_LBS = 5;

export interface WeightOption {
  /** Stored value. */
  readonly lbs: number;
  /** Pounds × 0.453592, rounded (spec §9). */
  readonly kg: number;
  /** e.g. 135 lbs */
  readonly label: string;
}

export const WEIGHTS: readonly WeightOption[] = stepOptions(WEIGHT_MIN_LBS, WEIGHT_MAX_LBS, WEIGHT_STEP_LBS, (lbs) => ({
  lbs,
  kg: Math.round(lbs * 0.453592),
  label: `${lbs} lbs`,
}));
