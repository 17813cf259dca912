import 'server-only';
import { z } from 'zod';
import { isoTimestamp } from '@/server/http/api-description';
import type { ReviewEligibility } from './schema';
import type { GirlReview } from './types';

export const GIRL_REVIEW_ATTRIBUTES = z.object({
  content: z.string(),
  publishedAt: isoTimestamp(),
  editedAt: isoTimestamp().nullable(),
  author: z.object({ name: z.string(), avatar: z.string().nullable() }),
}) satisfies z.ZodType<Omit<GirlReview, 'id'>>;

export const REVIEW_ELIGIBILITY_ATTRIBUTES = z.object({
  canReview: z.boolean(),
  signedIn: z.boolean(),
  reason: z.string().nullable(),
  ownReview: z.object({ content: z.string(), publishedAt: isoTimestamp() }).nullable(),
}) satisfies z.ZodType<ReviewEligibility>;
