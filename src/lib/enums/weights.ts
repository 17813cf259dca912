import { stepOptions } from './steps';

/** Spec §3. */
export const WEIGHT_MIN_LBS = 90;
export const WEIGHT_MAX_LBS = 350;
export const WEIGHT_STEP_LBS = 5;

export interface WeightOption {
  readonly lbs: number;
  readonly kg: number;
  readonly label: string;
}

export const WEIGHTS: readonly WeightOption[] = stepOptions(WEIGHT_MIN_LBS, WEIGHT_MAX_LBS, WEIGHT_STEP_LBS, (lbs) => ({
  lbs,
  kg: Math.round(lbs * 0.453592),
  label: `${lbs} lbs`,
}));
