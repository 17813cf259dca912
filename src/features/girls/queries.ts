import 'server-only';
import { and, desc, eq, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { girlAccountInGoodStanding } from '@/server/auth/account-state';
import { getDb } from '@/server/db';
import { girls, user } from '@/server/db/schema';
import { girlCardColumns, toGirlCard } from './card';
import type { GirlCardData } from './types';

/**
 * Approved, not hidden by moderators or herself, not banned. Both switches must be on (the spec's
 * "(admin_show_profile or girl_show_profile)" would let one override the other).
 */
export const listableGirlCondition = and(
  eq(girls.adminShowProfile, true),
  eq(girls.girlShowProfile, true),
  eq(girls.profileApproved, true),
  eq(girls.banned, false),
  girlAccountInGoodStanding,
  isNotNull(girls.stageName),
);

export const publicGirlCondition = and(eq(girls.matsideGirl, true), listableGirlCondition);

/** Whether the girl a row points at has a public page: for a link to it beside other tables' rows. */
export function hasPublicPage(girlId: SQLWrapper) {
  return sql<boolean>`exists (select 1 from ${girls} left join ${user} on ${user.id} = ${girls.userId}
    where ${girls.id} = ${girlId} and ${publicGirlCondition})`;
}

/** Whether her profile has a public page (/profile/{stage name}): what links to it must ask. */
export async function isPublicGirl(girlId: number): Promise<boolean> {
  const db = await getDb();
  const [girl] = await db
    .select({ id: girls.id })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(eq(girls.id, girlId), publicGirlCondition))
    .limit(1);
  return girl !== undefined;
}

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

/** Admin cache page: cache type 'girls'. */
export const GIRLS_CACHE_TAG = 'girls';

export const listFeaturedGirlsCached = unstable_cache(listFeaturedGirls, ['girls:featured'], {
  tags: [GIRLS_CACHE_TAG],
  revalidate: 300,
});
