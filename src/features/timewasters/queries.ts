import 'server-only';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { looksLikePhone, normalizePhone } from '@/lib/contact-normalize';
import { containsPattern } from '@/lib/like-pattern';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { girls, timewasterEmails, timewasterPhones, timewasters } from '@/server/db/schema';
import { contactLookupHashes, handleLookupHashes } from '@/server/sealed-contacts';
import {
  isTimewasterModerator,
  missingRecord,
  requireTimewasterReader,
  searchableTimewasters,
  visibleTimewasters,
} from './access';
import { reporterName, timewasterColumns, toTimewasterDtos, selectTimewasterRows } from './dto';
import type { AdminTimewasterRow } from './components/admin-timewasters';
import type { TablePage, TableState } from '@/components/ui/server-table-state';
import {
  cappedPageOf,
  offsetOf,
  orderOf,
  sortKeysOf,
  textFilter,
  totalCount,
} from '@/features/admin-management/table-sql';
import type { SearchParams } from './schema';
import { type SearchResult, type TimewasterDto, type TimewasterPhotoDto } from './types';
import { parseRecordId } from '@/lib/route-params';

// Reads of the timewaster database. Each starts with the feature's gate (404 for visitors and
// guys) and filters to what the actor may see in its WHERE clause.

/** Counting stops here; beyond it the page says "10000+" rather than scanning every match. */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * A condition on timewasters (or a subquery of ids) for the rows matching a search text. Name,
 * public username and city by substring through the one lower-cased `search_text` column and its
 * trigram index; a handle (skype, the socials), a phone-like text or an address alone as a whole
 * contact, found by its keyed hash (docs/decisions/053: any spelling of the whole value; a
 * fragment finds nothing). Contact rows' visibility is read by primary key, per row,
 * which keeps the planner from hash-joining a sequential scan of every timewaster.
 */
function matchingIdsSql(text: string, visible: SQL): SQL {
  const contactBranch = (kind: 'phone' | 'email') => {
    const hashes = contactLookupHashes(kind, text);
    if (hashes.length === 0) return sql`SELECT NULL::integer AS id WHERE false`;
    const [table, column] = kind === 'phone' ? [timewasterPhones, 'phone_hash'] : [timewasterEmails, 'email_hash'];
    return sql`SELECT c.timewaster_id AS id FROM ${table} AS c WHERE c.${sql.identifier(column)} IN (${sql.join(
      hashes.map((hash) => sql`${hash}`),
      sql`, `,
    )})
      AND (SELECT ${visible} FROM ${timewasters} WHERE ${timewasters.id} = c.timewaster_id)`;
  };
  // A phone-like text only searches phones and an address only e-mails: the other fields
  // cannot match them.
  if (looksLikePhone(text)) return contactBranch('phone');
  if (/^[^@\s]+@\S*$/.test(text)) return contactBranch('email');
  // The U+001F separator inside search_text is never part of a match.
  const clean = text.replace(/\x1f/g, '').toLowerCase();
  const pattern = containsPattern(clean.replace(/^@/, ''));
  const handles = handleLookupHashes(clean);
  const byHandle = handles.length
    ? sql` OR ${timewasters.handleHashes} && ARRAY[${sql.join(
        handles.map((hash) => sql`${hash}`),
        sql`, `,
      )}]::text[]`
    : sql``;
  return sql`SELECT ${timewasters.id} AS id FROM ${timewasters} WHERE (${timewasters.searchText} LIKE ${pattern}${byHandle}) AND ${visible}`;
}

export async function searchTimewasters(actor: Actor, { q, page, limit }: SearchParams): Promise<SearchResult> {
  requireTimewasterReader(actor);
  const db = await getDb();
  const visible = searchableTimewasters(actor);
  const offset = (page - 1) * limit;
  const matched = q
    ? matchingIdsSql(q, visible)
    : sql`SELECT ${timewasters.id} AS id FROM ${timewasters} WHERE ${visible}`;
  // Counting stops past the cap.
  const cappedCount = sql`(SELECT count(*) FROM (SELECT id FROM (${matched}) AS m LIMIT ${SEARCH_COUNT_CAP + 1}) AS capped)`;
  // The page's rows and the count in one statement (the count an uncorrelated subquery, run once);
  // newest first by id (ids ascend with time): the primary key serves ORDER BY … LIMIT.
  const rows = await selectTimewasterRows(
    db,
    actor,
    sql`${timewasters.id} IN (SELECT id FROM (${matched}) AS m ORDER BY id DESC LIMIT ${limit} OFFSET ${offset})`,
    { limit, extra: { matches: cappedCount.mapWith(Number) } },
  );
  // No row to carry the count: on the first page nothing matched; past the last page it is read on its own.
  const n =
    rows[0]?.matches ??
    (offset === 0 ? 0 : Number((await db.execute<{ n: number | string }>(sql`SELECT ${cappedCount} AS n`)).rows[0]?.n));
  return {
    items: toTimewasterDtos(
      actor,
      rows.sort((a, b) => b.id - a.id),
    ),
    total: Math.min(n, SEARCH_COUNT_CAP),
    totalCapped: n > SEARCH_COUNT_CAP,
    page,
    limit,
  };
}

/** One timewaster for the card or the edit form; 404 when missing or not visible to the actor. */
export async function getTimewaster(actor: Actor, id: number): Promise<TimewasterDto> {
  requireTimewasterReader(actor);
  if (parseRecordId(id) === null) throw missingRecord();
  const db = await getDb();
  const rows = await selectTimewasterRows(db, actor, and(eq(timewasters.id, id), visibleTimewasters(actor)), {
    limit: 1,
  });
  const [dto] = toTimewasterDtos(actor, rows);
  if (!dto) throw missingRecord();
  return dto;
}

/** The actor's own reports (approved or not). */
export async function listMyTimewasters(actor: Actor): Promise<TimewasterDto[]> {
  requireTimewasterReader(actor);
  if (actor.girlId === undefined) return [];
  const db = await getDb();
  const rows = await selectTimewasterRows(db, actor, eq(timewasters.girlId, actor.girlId), { limit: 500 });
  return toTimewasterDtos(actor, rows);
}

export async function listTimewasterPhotos(actor: Actor, timewasterId: number): Promise<TimewasterPhotoDto[]> {
  const dto = await getTimewaster(actor, timewasterId);
  return dto.photoUrls;
}

/**
 * Screening for the booking flow: does this e-mail or phone belong to a reported timewaster?
 * Exact matches on the normalised values (b-tree indexes), approved reports only (plus the
 * girl's own), so one girl's unchecked report cannot block another girl's booking on its own;
 * expired entries never match (docs/decisions/041).
 */
export async function matchesTimewaster(
  actor: Actor,
  contact: { email?: string | null; phone?: string | null },
): Promise<{ matched: boolean; timewasterIds: number[] }> {
  requireTimewasterReader(actor);
  const emailHashes = contact.email ? contactLookupHashes('email', contact.email) : [];
  const phoneHashes = contact.phone && normalizePhone(contact.phone) ? contactLookupHashes('phone', contact.phone) : [];
  const branches = [];
  if (emailHashes.length)
    branches.push(
      sql`SELECT ${timewasterEmails.timewasterId} AS id FROM ${timewasterEmails} WHERE ${inArray(timewasterEmails.emailHash, emailHashes)}`,
    );
  if (phoneHashes.length)
    branches.push(
      sql`SELECT ${timewasterPhones.timewasterId} AS id FROM ${timewasterPhones} WHERE ${inArray(timewasterPhones.phoneHash, phoneHashes)}`,
    );
  if (branches.length === 0) return { matched: false, timewasterIds: [] };
  const db = await getDb();
  const rows = await db
    .select({ id: timewasters.id })
    .from(timewasters)
    .where(and(searchableTimewasters(actor), sql`${timewasters.id} IN (${sql.join(branches, sql` UNION `)})`))
    .limit(20);
  return { matched: rows.length > 0, timewasterIds: rows.map((r) => r.id) };
}

const adminColumns = {
  id: timewasters.id,
  name: timewasters.name,
  clientType: timewasters.clientType,
  city: timewasters.city,
  country: timewasters.country,
  reporter: sql<string | null>`coalesce(${girls.username}, ${girls.stageName})`,
  approved: timewasters.approved,
  createdAt: timewasters.createdAt,
  expiresAt: timewasters.expiresAt,
};
export const ADMIN_TIMEWASTER_SORTS = sortKeysOf(adminColumns);

/**
 * The admin table (spec "Timewasters admin table"): moderators only, a page of the entries with
 * the reporter and the version a merge is sent with, filtered (name, public username, city,
 * country, reporter), sorted and paged in SQL; newest first. The table shows none of the cards'
 * contacts, photos or counts, so it reads none of them.
 */
export async function listTimewastersForAdmin(actor: Actor, state: TableState): Promise<TablePage<AdminTimewasterRow>> {
  requireTimewasterReader(actor);
  if (!isTimewasterModerator(actor)) throw missingRecord();
  const db = await getDb();
  const where = textFilter(state.q, [timewasters.searchText, timewasters.country, girls.username, girls.stageName]);
  const page = await cappedPageOf(
    db
      .select({
        ...adminColumns,
        expired: timewasterColumns.expired,
        version: timewasters.version,
        reporterUsername: girls.username,
        reporterStageName: girls.stageName,
        anonymous: timewasters.anonymous,
        girlId: timewasters.girlId,
      })
      .from(timewasters)
      .leftJoin(girls, eq(girls.id, timewasters.girlId))
      .where(where)
      .orderBy(
        ...(state.sort
          ? orderOf(state, adminColumns, timewasters.id)
          : [desc(timewasters.createdAt), desc(timewasters.id)]),
      )
      .limit(state.size)
      .offset(offsetOf(state)),
    // Capped like the other large tables: at most 10,001 matching entries are read.
    (limit) =>
      db.select(totalCount()).from(
        db
          .select({ one: sql`1` })
          .from(timewasters)
          .leftJoin(girls, eq(girls.id, timewasters.girlId))
          .where(where)
          .limit(limit)
          .as('matching'),
      ),
  );
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      clientType: row.clientType,
      city: row.city,
      country: row.country,
      reporter: reporterName(actor, row),
      approved: row.approved,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      expired: row.expired,
      version: row.version,
    })),
  };
}
