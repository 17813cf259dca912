import 'server-only';
import { and, count, desc, eq, inArray, not, or, isNull, sql, type SQL } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { US_COUNTRY_ALIASES } from '@/lib/enums/us-states';
import { getDb } from '@/server/db';
import { girls, user } from '@/server/db/schema';
import { girlCardColumns, toGirlCard } from './card';
import { GIRLS_CACHE_TAG, publicGirlCondition } from './queries';
import type { GirlCardData } from './types';

export const WRESTLERS_PAGE_SIZE = 24;
export const WRESTLER_REGIONS = ['us', 'international'] as const;
export type WrestlerRegion = (typeof WRESTLER_REGIONS)[number];

export function isWrestlerRegion(value: string): value is WrestlerRegion {
  return (WRESTLER_REGIONS as readonly string[]).includes(value);
}

// Countries are free text: compare against every US spelling.
const isUs = inArray(sql`upper(trim(${girls.country}))`, [...US_COUNTRY_ALIASES]);

function regionCondition(region: WrestlerRegion | undefined): SQL | undefined {
  if (region === 'us') return isUs;
  // A girl without a country is not known to be abroad.
  if (region === 'international') return and(not(isUs), not(or(isNull(girls.country), eq(girls.country, ''))!));
  return undefined;
}

export interface WrestlersPage {
  girls: GirlCardData[];
  total: number;
  page: number;
  pageCount: number;
}

export async function listWrestlers({
  region,
  page = 1,
}: { region?: WrestlerRegion; page?: number } = {}): Promise<WrestlersPage> {
  const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const where = and(publicGirlCondition, regionCondition(region));
  const db = await getDb();
  const [rows, [totals]] = await Promise.all([
    db
      .select(girlCardColumns)
      .from(girls)
      .leftJoin(user, eq(user.id, girls.userId))
      .where(where)
      .orderBy(desc(girls.id))
      .limit(WRESTLERS_PAGE_SIZE)
      .offset((safePage - 1) * WRESTLERS_PAGE_SIZE),
    db.select({ total: count() }).from(girls).leftJoin(user, eq(user.id, girls.userId)).where(where),
  ]);
  const total = Number(totals?.total ?? 0);
  return {
    girls: rows.map(toGirlCard).filter((card): card is GirlCardData => card !== null),
    total,
    page: safePage,
    pageCount: Math.max(1, Math.ceil(total / WRESTLERS_PAGE_SIZE)),
  };
}

/** Profile and approval writes revalidate the 'girls' tag. */
export const listWrestlersCached = unstable_cache(
  (region: WrestlerRegion | undefined, page: number) => listWrestlers({ region, page }),
  ['girls:wrestlers'],
  { tags: [GIRLS_CACHE_TAG], revalidate: 300 },
);

export async function countWrestlerPages(region?: WrestlerRegion): Promise<number> {
  const db = await getDb();
  const [totals] = await db
    .select({ total: count() })
    .from(girls)
    .where(and(publicGirlCondition, regionCondition(region)));
  return Math.max(1, Math.ceil(Number(totals?.total ?? 0) / WRESTLERS_PAGE_SIZE));
}

/** The bound on /wrestlers/page/{n}. */
export const wrestlerPageCountCached = unstable_cache(
  (region: WrestlerRegion | undefined) => countWrestlerPages(region),
  ['girls:wrestlers:pages'],
  { tags: [GIRLS_CACHE_TAG], revalidate: 300 },
);

export async function listPublicGirlStageNames(): Promise<Array<{ stageName: string; updatedAt: Date }>> {
  const db = await getDb();
  const rows = await db
    .select({ stageName: girls.stageName, updatedAt: girls.updatedAt })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(publicGirlCondition)
    .orderBy(desc(girls.id));
  return rows.flatMap((row) => (row.stageName ? [{ stageName: row.stageName, updatedAt: row.updatedAt }] : []));
}
