import 'server-only';
import { z } from 'zod';
import { isoTimestamp, someAttributesOf } from '@/server/http/api-description';
import type { GirlDto } from './dto';
import type { PhotoDto } from './media-dto';

// The documented answers of the girls' GET routes (docs/decisions/027): checked against the DTO
// types here, and against real answers by tests/integration/openapi.test.ts.

/** Every attribute of a photo. */
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

/** A girl's main public attributes (her own record, for herself and moderators, has more). */
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
