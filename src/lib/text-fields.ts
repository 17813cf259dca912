import { z } from 'zod';

// The text fields of the forms, used by the browser and parsed again by the server: trimmed, and
// over their limit with the spec's "Too long (max characters: N)".

/**
 * About me, the same for girls and guys (the spec gives no number; decision 046): the girls' long
 * texts' limit, which the guys' form already had.
 */
export const ABOUT_ME_MAX = 5_000;

/** The message of a text longer than its limit. */
export const tooLong = (max: number) => `Too long (max characters: ${max})`;

/** A text that must be given: `message` when it is absent or blank. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

/** A text that may be left out: absent, null or blank is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value || null);
