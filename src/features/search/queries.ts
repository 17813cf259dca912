import 'server-only';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { stateFilterSpellings } from '@/server/places/states';
import { CARD_MAX_WIDTH, girlCardColumns, publicPictureUrl } from '@/features/girls/card';
import { toPictureData } from '@/lib/media';
import { GIRLS_CACHE_TAG, listableGirlCondition } from '@/features/girls/queries';
import { PROBLEM_GIRLS_CACHE_TAG } from '@/features/problem-girls/queries';
import { REVIEWS_CACHE_TAG } from '@/features/reviews/queries';
import { SCAMMERS_CACHE_TAG, publicScammerCondition } from '@/features/scammers/queries';
import type { BodyType } from '@/lib/enums/body-types';
import { citySpellings } from '@/server/places/city-spellings';
import { containsPattern } from '@/lib/like-pattern';
import type { Actor } from '@/server/auth/actor-types';
import { cachedRead } from '@/server/cache';
import { getDb, type Db } from '@/server/db';
import { isEnabled } from '@/server/flags';
import { VISITOR_CACHE, VISITOR_SEARCH_TAG } from '@/lib/visitor-cache';
import { forumReviews, girlSearchText, girls, problemGirls, type ImageVariants } from '@/server/db/schema';
import {
  AGE_RANGE,
  COUNT_CAP,
  HEIGHT_RANGE,
  WEIGHT_RANGE,
  isFullRange,
  textOnlyFilter,
  wholePhoneOf,
  type SearchFilter,
} from './schema';
import type { SearchCard, SearchCardKind, SearchResult } from './types';
import { visitorSearchFilter } from './visitor-filter';

// The girl search (spec §4, §7). Visibility and classification happen in SQL, so `total` counts
// exactly the cards a visitor can page through.

/** Qualified: a bare "id" inside the card's subqueries would name the subquery's own table. */
const outerGirlId = sql`${girls}.${sql.identifier(girls.id.name)}`;
const publicProblemGirl = sql`(${problemGirls.crawledAt} IS NULL OR ${problemGirls.reviewed})`;
const problemGirlId = sql<
  number | null
>`(SELECT min(${problemGirls.id}) FROM ${problemGirls} WHERE ${problemGirls.girlId} = ${outerGirlId} AND ${publicProblemGirl})`;
// Correlated EXISTS (one index probe per girl) instead of `IN (SELECT …)`, which hashed the whole
// table per statement. `OFFSET 0` keeps PostgreSQL from rewriting it back.
const isProblemGirl = sql`EXISTS (SELECT 1 FROM ${problemGirls} WHERE ${problemGirls.girlId} = ${outerGirlId} AND ${publicProblemGirl} OFFSET 0)`;
const hasForumReviews = sql`EXISTS (SELECT 1 FROM ${forumReviews} WHERE ${forumReviews.girlId} = ${outerGirlId} OFFSET 0)`;
const reviewable = and(eq(girls.active, true), eq(girls.trans, false), hasForumReviews)!;

/** Spec §4, first match wins; null = "none, the result is dropped". */
const kindSql = sql<SearchCardKind | null>`CASE
  WHEN ${girls.isScammer} THEN 'scammer'
  WHEN ${isProblemGirl} THEN 'problem-girl'
  WHEN ${reviewable} THEN 'review'
  WHEN ${girls.matsideGirl} THEN 'profile'
END`;
/** A row with no kind is never counted. */
const classified = or(eq(girls.matsideGirl, true), eq(girls.isScammer, true), isProblemGirl, reviewable)!;

/** In the database's clock (one clock for every instance). */
const yearsAgo = (years: number) => sql`(current_date - make_interval(years => ${years}))::date`;

/** Exported for the benchmark. `cities`: the city filter's spellings (citySpellings). */
export function searchCondition(filter: SearchFilter, cities?: readonly string[]): SQL {
  // A listed scammer is found whatever her own switch says.
  const conditions: (SQL | undefined)[] = [or(publicScammerCondition, and(listableGirlCondition, classified))];
  if (filter.q) {
    const contains = sql`${girlSearchText(girls)} ILIKE ${containsPattern(filter.q)}`;
    // Only a whole phone number matches, never a part of one.
    const phone = wholePhoneOf(filter.q);
    conditions.push(phone ? or(contains, inArray(girls.phoneDigits, [phone, `1${phone}`])) : contains);
  }
  if (!isFullRange(filter.age, AGE_RANGE)) {
    const [lo, hi] = filter.age;
    conditions.push(
      or(
        isNull(girls.birthday),
        and(sql`${girls.birthday} > ${yearsAgo(hi + 1)}`, sql`${girls.birthday} <= ${yearsAgo(lo)}`),
      ),
    );
  }
  if (!isFullRange(filter.height, HEIGHT_RANGE)) {
    conditions.push(
      or(isNull(girls.height), and(gte(girls.height, filter.height[0]), lte(girls.height, filter.height[1]))),
    );
  }
  if (!isFullRange(filter.weight, WEIGHT_RANGE)) {
    conditions.push(
      or(isNull(girls.weight), and(gte(girls.weight, filter.weight[0]), lte(girls.weight, filter.weight[1]))),
    );
  }
  if (filter.physique) conditions.push(eq(girls.physique, filter.physique));
  // Equality on lower(), the form of the (lower(city), id) indexes; spellings from citySpellings.
  if (filter.city) {
    conditions.push(inArray(sql`lower(${girls.city})`, cities?.length ? [...cities] : [filter.city.toLowerCase()]));
  }
  // Every spelling of the state, so rows stored before the state-names migration match too.
  if (filter.state) conditions.push(inArray(sql`lower(${girls.state})`, stateFilterSpellings(filter.state)));
  return and(...conditions)!;
}

interface CardRow {
  id: number;
  kind: SearchCardKind | null;
  problemGirlId: number | null;
  stageName: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  height: number | null;
  weight: number | null;
  physique: BodyType | null;
  profilePicSecureUrl: string | null;
  profilePicApproved: boolean | null;
  profilePicVariants?: ImageVariants | null;
}

function hrefOf(kind: SearchCardKind, stageName: string, problemId: number | null): string {
  const name = encodeURIComponent(stageName);
  switch (kind) {
    case 'scammer':
      return `/scammer/${name}`;
    case 'problem-girl':
      return `/problem-girl/${problemId}`;
    case 'review':
      return `/review/${name}`;
    case 'profile':
      return `/profile/${name}`;
  }
}

export function toSearchCard(row: CardRow): SearchCard | null {
  if (!row.kind || !row.stageName) return null;
  return {
    id: row.id,
    kind: row.kind,
    href: hrefOf(row.kind, row.stageName, row.problemGirlId),
    stageName: row.stageName,
    city: row.city,
    state: row.state,
    country: row.country,
    height: row.height,
    weight: row.weight,
    physique: row.physique,
    pictureUrl: row.profilePicApproved === true ? publicPictureUrl(row.profilePicSecureUrl) : null,
    picture:
      row.profilePicApproved === true
        ? toPictureData(row.profilePicSecureUrl, row.profilePicVariants, { maxWidth: CARD_MAX_WIDTH })
        : null,
  };
}

/** The page reads one row more to learn whether there is a next; keyset paging; count capped. */
export function searchStatements(db: Db, filter: SearchFilter, cities?: readonly string[]) {
  const where = searchCondition(filter, cities);
  const page = db
    .select({
      ...girlCardColumns,
      kind: kindSql,
      problemGirlId,
      height: girls.height,
      weight: girls.weight,
      physique: girls.physique,
    })
    .from(girls)
    .where(filter.after === null ? where : and(where, lt(girls.id, filter.after)))
    .orderBy(desc(girls.id))
    .limit(filter.limit + 1)
    .offset(filter.offset);
  const matches = db
    .select({ one: sql`1` })
    .from(girls)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  const count = db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return { page, count };
}

/** Spec §6 girls-advanced-search-for-clients: off, guys search by text only. */
export function advancedSearchAllowed(actor: Actor): boolean {
  return actor.kind !== 'guy' || isEnabled('girls-advanced-search-for-clients');
}

async function runSearch(filter: SearchFilter): Promise<SearchResult> {
  const cities = filter.city ? citySpellings(filter.city, (await searchFilterOptionsCached()).cities) : undefined;
  const { page, count } = searchStatements(await getDb(), filter, cities);
  const [rows, counted] = await Promise.all([page, count]);
  const n = Number(counted[0]?.n ?? 0);
  const shown = rows.slice(0, filter.limit);
  return {
    total: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
    results: shown.map(toSearchCard).filter((card): card is SearchCard => card !== null),
    nextCursor: rows.length > filter.limit ? shown[shown.length - 1]!.id : null,
  };
}

/** Decision 036: cached per canonical filter, tagged with every write that changes a result. */
const runSearchCached = cachedRead(runSearch, ['search:visitor-results'], {
  // Decision 045: the visitors' search partition.
  tags: [GIRLS_CACHE_TAG, SCAMMERS_CACHE_TAG, PROBLEM_GIRLS_CACHE_TAG, REVIEWS_CACHE_TAG, VISITOR_SEARCH_TAG],
  revalidate: VISITOR_CACHE.revalidateSeconds,
});

/** Spec §7 search. Public data for every actor; a visitor's first pages come from the cache. */
export async function searchGirls(actor: Actor, requested: SearchFilter): Promise<SearchResult> {
  const filter = advancedSearchAllowed(actor) ? requested : textOnlyFilter(requested);
  const shared = actor.kind === 'visitor' ? visitorSearchFilter(filter) : null;
  return shared ? runSearchCached(shared) : runSearch(filter);
}

/** Spec §7 GetFilterOptions. */
export async function searchFilterOptions(): Promise<{ cities: string[]; states: string[] }> {
  const db = await getDb();
  const base = or(publicScammerCondition, and(listableGirlCondition, classified));
  const [cityRows, stateRows] = await Promise.all([
    db
      .selectDistinct({ v: girls.city })
      .from(girls)
      .where(and(base, isNotNull(girls.city)))
      .orderBy(asc(girls.city)),
    db
      .selectDistinct({ v: girls.state })
      .from(girls)
      .where(and(base, isNotNull(girls.state)))
      .orderBy(asc(girls.state)),
  ]);
  return { cities: cityRows.map((r) => r.v!).filter(Boolean), states: stateRows.map((r) => r.v!).filter(Boolean) };
}

/** Changes only with girls' profiles (tag 'girls'). */
export const searchFilterOptionsCached = cachedRead(searchFilterOptions, ['search:filter-options'], {
  tags: [GIRLS_CACHE_TAG],
  revalidate: 300,
});
