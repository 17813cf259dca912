import 'server-only';
import { z } from 'zod';
import { isoTimestamp, someAttributesOf } from '@/server/http/api-description';
import type { TimewasterCommentDto, TimewasterDto, TimewasterPhotoDto } from './types';

// The documented answers of the timewaster tool's GET routes (docs/decisions/027).

export const TIMEWASTER_ATTRIBUTES = someAttributesOf<TimewasterDto>()({
  name: z.string(),
  city: z.string(),
  country: z.string(),
  comment: z.string(),
  approved: z.boolean(),
  anonymous: z.boolean(),
  thumbsUp: z.number().int(),
  thumbsDown: z.number().int(),
  vote: z.boolean().nullable(),
  commentCount: z.number().int(),
  createdAt: isoTimestamp(),
  expiresAt: isoTimestamp().nullable().describe("When it leaves girls' searches and screening; null: never"),
  expired: z.boolean(),
  confirmationCount: z.number().int(),
});

export const SEARCH_META = z.object({
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const TIMEWASTER_COMMENT_ATTRIBUTES = someAttributesOf<TimewasterCommentDto>()({
  timewasterId: z.number().int(),
  comment: z.string(),
  publicUsername: z.string(),
  thumbnailUrl: z.string().nullable(),
  anonymous: z.boolean(),
  isOwn: z.boolean(),
});

export const TIMEWASTER_PHOTO_ATTRIBUTES = z.object({
  url: z.string(),
  thumbUrl: z.string(),
}) satisfies z.ZodType<Omit<TimewasterPhotoDto, 'id'>>;
