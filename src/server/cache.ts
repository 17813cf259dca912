import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { logger } from './logger';

// Dropping Next's cached data and pages, the one way every write and the moderators' cache tool
// do it. `expire: 0` drops the entries at once instead of serving them stale one more time.

function outsideNext(error: unknown): boolean {
  // Scripts and integration tests call services outside a Next.js request: nothing is cached there.
  return error instanceof Error && error.message.includes('static generation store missing');
}

export function dropCacheTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (outsideNext(error)) return;
    logger.error({ tag }, 'Cache revalidation failed');
    throw error;
  }
}

export function dropCachePath(path: string, type: 'page' | 'layout' = 'page'): void {
  try {
    revalidatePath(path, type);
  } catch (error) {
    if (outsideNext(error)) return;
    logger.error({ path }, 'Cache revalidation failed');
    throw error;
  }
}
