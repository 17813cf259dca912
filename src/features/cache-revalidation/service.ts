import 'server-only';
import { recordAudit } from '@/features/audit-log/service';
import { girlCacheTag } from '@/features/girls/cache';
import { findPublicGirlId } from '@/features/girls/profile-queries';
import { GIRLS_CACHE_TAG } from '@/features/girls/queries';
import { PROBLEM_GIRLS_CACHE_TAG } from '@/features/problem-girls/queries';
import { REVIEWS_CACHE_TAG } from '@/features/reviews/queries';
import { SCAMMERS_CACHE_TAG } from '@/features/scammers/queries';
import { SESSION_GIRLS_CACHE_TAG } from '@/features/session-girls/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { dropCachePath, dropCacheTag } from '@/server/cache';
import { getDb } from '@/server/db';
import type { RevalidateCacheBody } from './schema';

// Drops the same tags the writes drop (so it works across instances sharing one cache).

const BY_TYPE: Record<
  Exclude<RevalidateCacheBody['cache_type'], 'individual_girl' | 'custom_path' | 'all'>,
  {
    tags: string[];
    paths: string[];
  }
> = {
  scammers: { tags: [SCAMMERS_CACHE_TAG], paths: ['/scammers'] },
  reviews: { tags: [REVIEWS_CACHE_TAG, PROBLEM_GIRLS_CACHE_TAG], paths: ['/reviews'] },
  wrestlers: { tags: [GIRLS_CACHE_TAG], paths: ['/wrestlers', '/'] },
  profiles: { tags: [GIRLS_CACHE_TAG, SESSION_GIRLS_CACHE_TAG], paths: [] },
};

export async function revalidateCache(actor: Actor, body: RevalidateCacheBody): Promise<string[]> {
  requirePermission(actor, 'admin:access');
  const tags = new Set<string>();
  const paths = new Set<string>();
  if (body.cache_type === 'all') {
    for (const entry of Object.values(BY_TYPE)) entry.tags.forEach((t) => tags.add(t));
    paths.add('/');
  } else if (body.cache_type === 'individual_girl') {
    for (const path of body.paths ?? []) {
      paths.add(path);
      // Her own tag too.
      const stageName = /^\/profile\/([^/?#]+)/.exec(path)?.[1];
      const id = stageName ? await findPublicGirlId(decodeURIComponent(stageName)) : null;
      if (id !== null) tags.add(girlCacheTag(id));
    }
  } else if (body.cache_type === 'custom_path') {
    for (const path of body.paths ?? []) paths.add(path);
  } else {
    BY_TYPE[body.cache_type].tags.forEach((t) => tags.add(t));
    BY_TYPE[body.cache_type].paths.forEach((p) => paths.add(p));
  }
  for (const tag of tags) dropCacheTag(tag);
  for (const path of paths) dropCachePath(path, path === '/' && body.cache_type === 'all' ? 'layout' : 'page');
  const revalidated = [...paths, ...[...tags].map((tag) => `tag:${tag}`)];
  const db = await getDb();
  await recordAudit(db, actor, {
    action: 'cache.revalidate',
    subjectTable: 'cache',
    subjectId: body.cache_type,
    after: { cache_type: body.cache_type, revalidated },
  });
  return revalidated;
}
