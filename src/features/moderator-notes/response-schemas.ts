import 'server-only';
import { z } from 'zod';
import { isoTimestamp } from '@/server/http/api-description';
import type { ModeratorNoteDto } from './queries';

export const MODERATOR_NOTE_ATTRIBUTES = z.object({
  comment: z.string(),
  moderator: z.string().nullable(),
  createdAt: isoTimestamp(),
  updatedAt: isoTimestamp(),
}) satisfies z.ZodType<Omit<ModeratorNoteDto, 'id'>>;
