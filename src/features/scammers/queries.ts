import 'server-only';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { CARD_MAX_WIDTH, girlCardColumns, publicPictureUrl } from '@/features/girls/card';
import { toPictureData } from '@/lib/media';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girls, scammerPhotos, user } from '@/server/db/schema';
import type { ScammerDetail, ScammerPhoto, ScammerSummary } from './types';
import { parseRecordId } from '@/lib/route-params';
import type { TablePage, TableState } from '@/components/ui/server-table-state';
import { offsetOf, orderOf, pageOf, sortKeysOf, textFilter, totalCount } from '@/features/admin-management/table-sql';

/** Tag that scammer writes (report approval, Unset Scammer) revalidate; admin cache type 'scammers'. */
export const SCAMMERS_CACHE_TAG = 'scammers';

/**
 * Spec §7 GetScammers. Only moderators decide whether a scammer is listed: her own switch and a ban
 * do not hide her, or she could take herself off the list that warns others.
 */
export const publicScammerCondition = and(
  eq(girls.isScammer, true),
  eq(girls.trans, false),
  eq(girls.profileApproved, true),
  eq(girls.adminShowProfile, true),
  isNotNull(girls.stageName),
);

// Explicit public columns: never the e-mail, phone, notes or birthday of the row.
const summaryColumns = {
  ...girlCardColumns,
  name: girls.name,
  username: girls.username,
  headline: girls.headline,
  description: girls.description,
  height: girls.height,
  weight: girls.weight,
  createdAt: girls.createdAt,
};

async function scammerQuery(where = publicScammerCondition) {
  const db = await getDb();
  return db.select(summaryColumns).from(girls).leftJoin(user, eq(user.id, girls.userId)).where(where);
}

type SummaryRow = Awaited<ReturnType<typeof scammerQuery>>[number];

function toSummary({
  profilePicSecureUrl,
  profilePicApproved,
  profilePicVariants,
  createdAt,
  ...row
}: SummaryRow): ScammerSummary | null {
  if (!row.stageName) return null;
  return {
    ...row,
    stageName: row.stageName,
    // Spec §4: the picture stays hidden until a moderator approves it.
    avatar: profilePicApproved === true ? publicPictureUrl(profilePicSecureUrl) : null,
    picture:
      profilePicApproved === true
        ? toPictureData(profilePicSecureUrl, profilePicVariants, { maxWidth: CARD_MAX_WIDTH })
        : null,
    // A string: cached results go through JSON.
    createdAt: createdAt.toISOString(),
  };
}

/** Every public scammer, newest report first. */
export async function listScammers(): Promise<ScammerSummary[]> {
  const db = await getDb();
  const rows = await db
    .select(summaryColumns)
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(publicScammerCondition)
    .orderBy(desc(girls.createdAt), desc(girls.id));
  return rows.map(toSummary).filter((s): s is ScammerSummary => s !== null);
}

async function photosOf(girlId: number): Promise<ScammerPhoto[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: scammerPhotos.id, secureUrl: scammerPhotos.secureUrl })
    .from(scammerPhotos)
    .where(eq(scammerPhotos.girlId, girlId))
    .orderBy(asc(scammerPhotos.id));
  return rows.flatMap((row) => {
    const url = publicPictureUrl(row.secureUrl);
    return url ? [{ id: row.id, url }] : [];
  });
}

async function withPhotos(summary: ScammerSummary | null | undefined): Promise<ScammerDetail | null> {
  if (!summary) return null;
  return { ...summary, pics: await photosOf(summary.id) };
}

/** /scammer/{stage_name}: case-insensitive, like the unique index on stage names. */
export async function getScammerByStageName(stageName: string): Promise<ScammerDetail | null> {
  const [row] = await scammerQuery(
    and(publicScammerCondition, eq(sql`lower(${girls.stageName})`, stageName.toLowerCase())),
  );
  return withPhotos(row ? toSummary(row) : null);
}

/** GET /api/v1/scammers/{id}. */
export async function getScammerById(id: number): Promise<ScammerDetail | null> {
  if (parseRecordId(id) === null) return null;
  const [row] = await scammerQuery(and(publicScammerCondition, eq(girls.id, id)));
  return withPhotos(row ? toSummary(row) : null);
}

const CACHE = { tags: [SCAMMERS_CACHE_TAG], revalidate: 300 };
export const listScammersCached = unstable_cache(listScammers, ['scammers:list'], CACHE);
export const getScammerByStageNameCached = unstable_cache(getScammerByStageName, ['scammers:by-stage-name'], CACHE);

/** A listed scammer as the moderators' table shows it (spec "Scammers admin table"). */
export interface AdminScammerRow {
  id: number;
  name: string | null;
  username: string | null;
  stageName: string | null;
  city: string | null;
  country: string | null;
  headline: string | null;
}

/** The table's columns; each is also a sort key. */
const adminColumns = {
  id: girls.id,
  name: girls.name,
  username: girls.username,
  stageName: girls.stageName,
  city: girls.city,
  country: girls.country,
  headline: girls.headline,
};
export const ADMIN_SCAMMER_SORTS = sortKeysOf(adminColumns);

/** Spec "Scammers admin table". */
export async function listScammersForAdmin(actor: Actor, state: TableState): Promise<TablePage<AdminScammerRow>> {
  requirePermission(actor, 'scammer:moderate');
  const db = await getDb();
  const where = and(
    eq(girls.isScammer, true),
    eq(girls.profileApproved, true),
    textFilter(state.q, [girls.name, girls.username, girls.stageName, girls.city]),
  );
  return pageOf(
    db
      .select(adminColumns)
      .from(girls)
      .where(where)
      .orderBy(...(state.sort ? orderOf(state, adminColumns, girls.id) : [desc(girls.createdAt), desc(girls.id)]))
      .limit(state.size)
      .offset(offsetOf(state)),
    db.select(totalCount()).from(girls).where(where),
  );
}
