import { z } from 'zod';

// Spec §7 POST /api/admin/revalidate-cache and §8's texts.

export const CACHE_TYPES = [
  'scammers',
  'reviews',
  'wrestlers',
  'profiles',
  'all',
  'individual_girl',
  'custom_path',
] as const;
export type CacheType = (typeof CACHE_TYPES)[number];

export const REVALIDATION_FAILED = 'Revalidation failed';
export const PATH_MUST_START_WITH_SLASH = 'Path must start with a forward slash (/)';
export const TYPES_WITH_PATHS: readonly CacheType[] = ['individual_girl', 'custom_path'];

const path = z.string().trim().max(512).startsWith('/', PATH_MUST_START_WITH_SLASH);

export const RevalidateCacheSchema = z
  .object({
    cache_type: z.enum(CACHE_TYPES, { message: `cache_type must be one of ${CACHE_TYPES.join(', ')}` }),
    paths: z.array(path).max(50).optional(),
  })
  .refine((body) => !TYPES_WITH_PATHS.includes(body.cache_type) || (body.paths?.length ?? 0) > 0, {
    message: PATH_MUST_START_WITH_SLASH,
    path: ['paths'],
  });
export type RevalidateCacheBody = z.output<typeof RevalidateCacheSchema>;

export interface RevalidateCacheAnswer {
  success: boolean;
  message: string;
  revalidated_paths: string[];
}
