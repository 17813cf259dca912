import 'server-only';
import { dropCacheTag } from '@/server/cache';
import { GIRLS_CACHE_TAG } from './queries';

/** Tag of everything cached about one girl (her public profile, photos, posts, travels). */
export function girlCacheTag(girlId: number): string {
  return `girl:${girlId}`;
}

/**
 * Call after any write that changes what the public sees of a girl: her profile, pictures, posts,
 * visibility (the dashboard's Show Profile switch) or travels. `expire: 0` drops the entries at
 * once instead of serving them stale one more time, so a hidden profile disappears from every
 * public page on the next request. 'girls' also covers lists (home page, wrestlers, search).
 */
export function revalidateGirlProfile(girlId: number): void {
  for (const tag of [girlCacheTag(girlId), GIRLS_CACHE_TAG]) dropCacheTag(tag);
}
