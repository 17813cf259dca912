import 'server-only';
import { z } from 'zod';
import { isoTimestamp, someAttributesOf } from '@/server/http/api-description';
import type { GirlDto } from './dto';
import type { PhotoDto } from './media-dto';

// The girls' GET answers (decision 027), checked against real answers by the openapi test.

export const PHOTO_ATTRIBUTES = z.object({
  userId: z.number().int(),
  fileType: z.enum(['image', 'video']),
  secureUrl: z.string(),
  thumbUrl: z.string(),
  approved: z.boolean(),
  isProfilePic: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: isoTimestamp(),
}) satisfies z.ZodType<Omit<PhotoDto, 'id'>>;

export const GIRL_ATTRIBUTES = someAttributesOf<GirlDto>()({
  stageName: z.string(),
  username: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  age: z.number().int().nullable(),
  profilePicUrl: z.string().nullable(),
  matsideGirl: z.boolean(),
});
