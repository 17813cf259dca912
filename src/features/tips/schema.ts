import { z } from 'zod';

// Spec §3 "Tip: amount (USD)", §5 'Amount is required', §8 the not-implemented error.
export const TIP_NOT_IMPLEMENTED = 'Not implemented: No Payment Provider';

/** Whole dollars and cents (no "1e9", no "-5"). */
export const TIP_MAX_USD = 10_000;
export const TIP_AMOUNT_MESSAGE = `Enter an amount in dollars from $1 to $${TIP_MAX_USD.toLocaleString('en-US')}, such as 20 or 12.50.`;
const DOLLARS_AND_CENTS = /^\d+(\.\d{1,2})?$/;

export const TipSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, 'Amount is required')
    .refine(
      (value) => DOLLARS_AND_CENTS.test(value) && Number(value) >= 1 && Number(value) <= TIP_MAX_USD,
      TIP_AMOUNT_MESSAGE,
    )
    .transform(Number),
});
