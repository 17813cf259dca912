import { z } from 'zod';

// Spec §3 "Tip: amount (USD)", §5 'Amount is required', §8 the not-implemented error.
export const TIP_NOT_IMPLEMENTED = 'Not implemented: No Payment Provider';

export const TipSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, 'Amount is required')
    .refine((value) => Number.isFinite(Number(value)) && Number(value) > 0, 'Amount is required')
    .transform(Number),
});

export type TipInput = z.input<typeof TipSchema>;
export type TipValues = z.output<typeof TipSchema>;
