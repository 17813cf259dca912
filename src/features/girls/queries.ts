import 'server-only';
import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/server/db';
import { girls, user } from '@/server/db/schema';
import { toGirlCard } from './card';
import type { GirlCardData } from './types';

/**
 * Who may appear anywhere public (lists, search, counts): a record shown by the moderators *and*
 * by herself (the seed's 'hidden' and 'admin-hidden' states are both private; spec §7's search
 * filter also requires girl_show_profile), approved (null = pending), neither the listing nor the
 * account banned, and with a stage name (public URLs use it). Callers left-join `user` on
 * girls.user_id. Scammers, forum-review girls and problem girls need no Matside account.
 */
export const visibleGirlCondition = and(
  eq(girls.adminShowProfile, true),
  eq(girls.girlShowProfile, true),
  eq(girls.profileApproved, true),
  eq(girls.banned, false),
  or(isNull(user.banned), eq(user.banned, false)),
  isNotNull(girls.stageName),
);

/** Public Matside girls (profiles, /wrestlers, the home page): visible and a Matside member. */
export const publicGirlCondition = and(eq(girls.matsideGirl, true), visibleGirlCondition);

/** A few recently updated public girls for the home page (public fields only). */
export async function listFeaturedGirls(limit = 8): Promise<GirlCardData[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: girls.id,
      stageName: girls.stageName,
      city: girls.city,
      state: girls.state,
      country: girls.country,
      profilePicSecureUrl: girls.profilePicSecureUrl,
      profilePicApproved: girls.profilePicApproved,
    })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(publicGirlCondition)
    .orderBy(desc(girls.updatedAt), desc(girls.id))
    .limit(limit);
  return rows.map(toGirlCard).filter((card): card is GirlCardData => card !== null);
}

/** Tag that writes to public girl data revalidate (admin cache page: cache type 'girls'). */
export const GIRLS_CACHE_TAG = 'girls';

export const listFeaturedGirlsCached = unstable_cache(listFeaturedGirls, ['girls:featured'], {
  tags: [GIRLS_CACHE_TAG],
  revalidate: 300,
});
