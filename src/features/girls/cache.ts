import 'server-only';
import { dropCacheTag } from '@/server/cache';
import { GIRLS_CACHE_TAG } from './queries';

export function girlCacheTag(girlId: number): string {
  return `girl:${girlId}`;
}

/** After any write that changes what the public sees of her; 'girls' also covers the lists. */
export function revalidateGirlProfile(girlId: number): void {
  for (const tag of [girlCacheTag(girlId), GIRLS_CACHE_TAG]) dropCacheTag(tag);
}
