import { z } from 'zod';

// Trimmed, with the spec's "Too long (max characters: N)".

/** The spec gives no number (decision 046). */
export const ABOUT_ME_MAX = 5_000;

export const tooLong = (max: number) => `Too long (max characters: ${max})`;

export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

/** Absent, null or blank is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value || null);
