import 'server-only';
import { z } from 'zod';
import type { PollResults } from './results';

export const POLL_ATTRIBUTES = z.object({
  key: z.string(),
  question: z.string(),
  options: z.array(z.object({ label: z.string(), votes: z.number().int() })),
  total: z.number().int(),
  myVote: z.string().nullable(),
}) satisfies z.ZodType<PollResults>;
