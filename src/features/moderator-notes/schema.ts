import { z } from 'zod';

export const NOTE_MAX = 5_000;
export const NOTE_REQUIRED = 'Please write a note.';

export const ModeratorNoteSchema = z.object({
  comment: z
    .string({ message: NOTE_REQUIRED })
    .trim()
    .min(1, NOTE_REQUIRED)
    .max(NOTE_MAX, `Too long (max characters: ${NOTE_MAX})`),
});
export type ModeratorNote = z.output<typeof ModeratorNoteSchema>;
