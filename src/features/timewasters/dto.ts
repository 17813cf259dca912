import 'server-only';
import { isOwner } from '@/server/auth/scope';
import { desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { thumbTypeToVote, THUMB_TYPES, type ThumbType } from '@/lib/enums/thumb-types';
import type { SignedInActor } from '@/server/auth/actor-types';
import type { Db } from '@/server/db';
import { isoTime, jsonColumn, jsonObject, jsonRowsOf, jsonValue } from '@/server/db/json-rows';
import {
  girls,
  thumbs,
  timewasterComments,
  timewasterConfirmations,
  timewasterEmails,
  timewasterPhones,
  timewasterPhotos,
  timewasters,
} from '@/server/db/schema';
import { isTimewasterModerator } from './access';
import { ANONYMOUS, UNKNOWN_USER, type TimewasterDto } from './types';
import { timewasterPhotoUrl } from './photos';
import { openContact, openEntryContacts } from '@/server/sealed-contacts';

// Turns timewaster rows into the audience's DTO: explicit columns, the reporter's name only where
// this actor may see it, child lists and vote counts fetched in one query each for the whole page.

export const timewasterColumns = {
  id: timewasters.id,
  name: timewasters.name,
  clientType: timewasters.clientType,
  publicUsername: timewasters.publicUsername,
  city: timewasters.city,
  state: timewasters.state,
  country: timewasters.country,
  comment: timewasters.comment,
  contactsSealed: timewasters.contactsSealed,
  anonymous: timewasters.anonymous,
  approved: timewasters.approved,
  girlId: timewasters.girlId,
  createdAt: timewasters.createdAt,
  updatedAt: timewasters.updatedAt,
  lastConfirmedAt: timewasters.lastConfirmedAt,
  expiresAt: timewasters.expiresAt,
  /** Decided by the database's clock, the same one the searches filter with. */
  expired: sql<boolean>`coalesce(${timewasters.expiresAt} <= now(), false)`.mapWith(Boolean),
  reporterUsername: girls.username,
  reporterStageName: girls.stageName,
};

/**
 * Everything a card lists or counts of its entry, as columns of the entry's own row (correlated
 * subqueries, decision 049's `jsonRowsOf`): the phones and e-mails added to it (sealed), its photos'
 * ids, the votes by type and her own, the comments and the confirmations (who confirmed is nobody's
 * business but hers: a count, and her own date). A page of cards is then one statement (session 20).
 */
function cardFigureColumns(actor: SignedInActor) {
  const girlId = actor.girlId ?? null;
  const contactFields = <T extends typeof timewasterPhones | typeof timewasterEmails>(table: T, sealed: SQLWrapper) =>
    jsonRowsOf<SealedContactRow>(
      { id: table.id, sealed, at: isoTime(table.createdAt) },
      sql`${table}`,
      eq(table.timewasterId, timewasters.id),
      sql`${table.id}`,
    );
  return {
    phoneRows: contactFields(timewasterPhones, timewasterPhones.phoneSealed),
    emailRows: contactFields(timewasterEmails, timewasterEmails.emailSealed),
    photoRows: jsonRowsOf<{ id: number }>(
      { id: timewasterPhotos.id },
      sql`${timewasterPhotos}`,
      eq(timewasterPhotos.timewasterId, timewasters.id),
      sql`${timewasterPhotos.id} desc`,
    ),
    thumbFigures: sql<ThumbFigures | string>`(select ${jsonObject({
      up: sql`count(*) filter (where ${thumbs.thumbType} = ${THUMB_TYPES.UP})`,
      down: sql`count(*) filter (where ${thumbs.thumbType} = ${THUMB_TYPES.DOWN})`,
      mineId: sql`max(${thumbs.id}) filter (where ${thumbs.girlId} = ${girlId})`,
      mineType: sql`max(${thumbs.thumbType}) filter (where ${thumbs.girlId} = ${girlId})`,
    })} from ${thumbs} where ${thumbs.timewasterId} = ${timewasters.id})`,
    commentCount:
      sql<number>`(select count(*) from ${timewasterComments} where ${timewasterComments.timewasterId} = ${timewasters.id})`.mapWith(
        Number,
      ),
    confirmationFigures: sql<ConfirmationFigures | string>`(select ${jsonObject({
      n: sql`count(*)`,
      mine: sql`max(${timewasterConfirmations.experienceDate}::text) filter (where ${timewasterConfirmations.girlId} = ${girlId})`,
    })} from ${timewasterConfirmations} where ${timewasterConfirmations.timewasterId} = ${timewasters.id})`,
  };
}

interface SealedContactRow {
  id: number;
  sealed: string;
  /** When it was added, as `toISOString()` writes it. */
  at: string;
}
interface ThumbFigures {
  up: number;
  down: number;
  mineId: number | null;
  mineType: ThumbType | null;
}
interface ConfirmationFigures {
  n: number;
  mine: string | null;
}

/**
 * Base rows (with the reporter joined) matching `where`, newest first, each with what its card lists
 * and counts; `extra` adds columns of the same statement (the search's capped count, so a page of
 * results is one statement).
 */
export async function selectTimewasterRows<Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  db: Db,
  actor: SignedInActor,
  where: SQL | undefined,
  options: { limit?: number; offset?: number; extra?: Extra } = {},
) {
  let query = db
    .select({ ...timewasterColumns, ...cardFigureColumns(actor), ...(options.extra ?? ({} as Extra)) })
    .from(timewasters)
    .leftJoin(girls, eq(girls.id, timewasters.girlId))
    .where(where)
    .orderBy(desc(timewasters.createdAt), desc(timewasters.id))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  return query;
}

export type TimewasterRow = Awaited<ReturnType<typeof selectTimewasterRows<Record<never, never>>>>[number];

export function reporterName(
  actor: SignedInActor,
  row: { anonymous: boolean; girlId: number | null; reporterUsername: string | null; reporterStageName: string | null },
): string {
  const own = row.girlId !== null && isOwner(actor, { girlId: row.girlId });
  if (row.anonymous && !own && !isTimewasterModerator(actor)) return ANONYMOUS;
  return row.reporterUsername ?? row.reporterStageName ?? UNKNOWN_USER;
}

/** The audience's DTOs of rows read by `selectTimewasterRows` (their cards' figures included). */
export function toTimewasterDtos(actor: SignedInActor, rows: readonly TimewasterRow[]): TimewasterDto[] {
  return rows.map((row) => {
    const votes = jsonValue<ThumbFigures>(row.thumbFigures);
    const confirmed = jsonValue<ConfirmationFigures>(row.confirmationFigures);
    const contacts = openEntryContacts(row.contactsSealed);
    return {
      id: row.id,
      name: row.name,
      clientType: row.clientType,
      publicUsername: row.publicUsername,
      city: row.city,
      state: row.state,
      country: row.country,
      comment: row.comment,
      ...contacts,
      anonymous: row.anonymous,
      approved: row.approved,
      username: reporterName(actor, row),
      isOwn: row.girlId !== null && isOwner(actor, { girlId: row.girlId }),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      phones: jsonColumn<SealedContactRow>(row.phoneRows).map((p) => ({
        id: p.id,
        phoneNumber: openContact('phone', p.sealed),
        createdAt: p.at,
      })),
      emails: jsonColumn<SealedContactRow>(row.emailRows).map((e) => ({
        id: e.id,
        email: openContact('email', e.sealed),
        createdAt: e.at,
      })),
      photoUrls: jsonColumn<{ id: number }>(row.photoRows).map(({ id }) => ({
        id,
        url: timewasterPhotoUrl(id),
        thumbUrl: timewasterPhotoUrl(id, 'thumb'),
      })),
      thumbsUp: Number(votes.up),
      thumbsDown: Number(votes.down),
      vote: thumbTypeToVote(votes.mineType),
      voteId: votes.mineId,
      voteType: votes.mineType,
      commentCount: row.commentCount,
      lastConfirmedAt: row.lastConfirmedAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      expired: row.expired,
      confirmationCount: Number(confirmed.n),
      myExperienceDate: confirmed.mine,
    } satisfies TimewasterDto;
  });
}
