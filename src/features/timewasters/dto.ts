import 'server-only';
import { isOwner } from '@/server/auth/scope';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { thumbTypeToVote, THUMB_TYPES, type ThumbType } from '@/lib/enums/thumb-types';
import type { SignedInActor } from '@/server/auth/actor-types';
import type { Db } from '@/server/db';
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
 * Base rows (with the reporter joined) matching `where`, newest first; `extra` adds columns of the
 * same statement (the search's capped count, so a page of results is one statement).
 */
export async function selectTimewasterRows<Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  db: Db,
  where: SQL | undefined,
  options: { limit?: number; offset?: number; extra?: Extra } = {},
) {
  let query = db
    .select({ ...timewasterColumns, ...(options.extra ?? ({} as Extra)) })
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

interface Figure {
  kind: 'phone' | 'email' | 'photo' | 'votes' | 'mine' | 'comments' | 'confirmations';
  timewasterId: number;
  /** A phone's, an e-mail's or a photo's id, her vote's id, or a count. */
  n: number;
  thumbType: ThumbType | null;
  /** A phone's or an e-mail's sealed value; her own experience date, on 'confirmations'. */
  text: string | null;
  /** When a phone or an e-mail was added (the driver's timestamp text, as drizzle reads it). */
  at: string | null;
}

/**
 * Everything a page of cards lists or counts, in one statement (PGlite's cost is mostly per
 * statement): the phones and e-mails added to each entry (sealed), the photos' ids, the votes by
 * type, her own vote, the comments and the confirmations (who confirmed is nobody's business but
 * hers: a count, and her own date).
 */
async function pageFigures(db: Db, actor: SignedInActor, ids: number[]): Promise<Figure[]> {
  const girlId = actor.girlId ?? null;
  // The page's ids as one array parameter per branch, not one parameter per id (seven branches of
  // twenty): fewer parameters for drizzle to build and the driver to bind on every page of cards.
  const idArray = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
  const forPage = (column: AnyPgColumn) => sql`${column} = ANY(${idArray}::int[])`;
  const mine =
    girlId === null
      ? sql``
      : sql` UNION ALL SELECT 'mine', ${thumbs.timewasterId}, ${thumbs.id}, ${thumbs.thumbType}, NULL, NULL FROM ${thumbs}
          WHERE ${forPage(thumbs.timewasterId)} AND ${thumbs.girlId} = ${girlId}`;
  const { rows } = await db.execute<{
    kind: Figure['kind'];
    tid: number;
    n: number | string;
    k: number | null;
    d: string | null;
    at: string | null;
  }>(sql`
    SELECT 'phone' AS kind, ${timewasterPhones.timewasterId} AS tid, ${timewasterPhones.id}::bigint AS n, NULL::smallint AS k,
        ${timewasterPhones.phoneSealed} AS d, ${timewasterPhones.createdAt} AS at
      FROM ${timewasterPhones} WHERE ${forPage(timewasterPhones.timewasterId)}
    UNION ALL SELECT 'email', ${timewasterEmails.timewasterId}, ${timewasterEmails.id}, NULL, ${timewasterEmails.emailSealed},
        ${timewasterEmails.createdAt}
      FROM ${timewasterEmails} WHERE ${forPage(timewasterEmails.timewasterId)}
    UNION ALL SELECT 'photo', ${timewasterPhotos.timewasterId}, ${timewasterPhotos.id}, NULL, NULL, NULL
      FROM ${timewasterPhotos} WHERE ${forPage(timewasterPhotos.timewasterId)}
    UNION ALL SELECT 'votes', ${thumbs.timewasterId}, count(*), ${thumbs.thumbType}, NULL, NULL FROM ${thumbs}
      WHERE ${forPage(thumbs.timewasterId)} GROUP BY ${thumbs.timewasterId}, ${thumbs.thumbType}${mine}
    UNION ALL SELECT 'comments', ${timewasterComments.timewasterId}, count(*), NULL, NULL, NULL FROM ${timewasterComments}
      WHERE ${forPage(timewasterComments.timewasterId)} GROUP BY ${timewasterComments.timewasterId}
    UNION ALL SELECT 'confirmations', ${timewasterConfirmations.timewasterId}, count(*), NULL,
        max(${timewasterConfirmations.experienceDate}::text) FILTER (WHERE ${timewasterConfirmations.girlId} = ${girlId}), NULL
      FROM ${timewasterConfirmations} WHERE ${forPage(timewasterConfirmations.timewasterId)}
      GROUP BY ${timewasterConfirmations.timewasterId}`);
  return rows.map((r) => ({
    kind: r.kind,
    timewasterId: Number(r.tid),
    n: Number(r.n),
    thumbType: r.k === null ? null : (Number(r.k) as ThumbType),
    text: r.d,
    at: r.at,
  }));
}

export async function toTimewasterDtos(
  db: Db,
  actor: SignedInActor,
  rows: readonly TimewasterRow[],
): Promise<TimewasterDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const figures = await pageFigures(db, actor, ids);
  const byId = (a: Figure, b: Figure) => a.n - b.n;
  const phones = figures.filter((f) => f.kind === 'phone').sort(byId);
  const emails = figures.filter((f) => f.kind === 'email').sort(byId);
  const photos = figures.filter((f) => f.kind === 'photo').sort((a, b) => b.n - a.n);
  const votes = figures.filter((f) => f.kind === 'votes');
  const mine = figures.filter((f) => f.kind === 'mine');
  const comments = figures.filter((f) => f.kind === 'comments');
  const confirmations = figures.filter((f) => f.kind === 'confirmations');
  const group = <T extends { timewasterId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.timewasterId, [...(map.get(item.timewasterId) ?? []), item]);
    return map;
  };
  const phonesBy = group(phones);
  const emailsBy = group(emails);
  const photosBy = group(photos);
  return rows.map((row) => {
    const tally = (type: ThumbType) => votes.find((v) => v.timewasterId === row.id && v.thumbType === type)?.n ?? 0;
    const own = mine.find((v) => v.timewasterId === row.id);
    const confirmed = confirmations.find((c) => c.timewasterId === row.id);
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
      phones: (phonesBy.get(row.id) ?? []).map((p) => ({
        id: p.n,
        phoneNumber: openContact('phone', p.text ?? ''),
        createdAt: new Date(p.at ?? '').toISOString(),
      })),
      emails: (emailsBy.get(row.id) ?? []).map((e) => ({
        id: e.n,
        email: openContact('email', e.text ?? ''),
        createdAt: new Date(e.at ?? '').toISOString(),
      })),
      photoUrls: (photosBy.get(row.id) ?? []).map((p) => ({
        id: p.n,
        url: timewasterPhotoUrl(p.n),
        thumbUrl: timewasterPhotoUrl(p.n, 'thumb'),
      })),
      thumbsUp: tally(THUMB_TYPES.UP),
      thumbsDown: tally(THUMB_TYPES.DOWN),
      vote: thumbTypeToVote(own?.thumbType),
      voteId: own?.n ?? null,
      voteType: own?.thumbType ?? null,
      commentCount: comments.find((c) => c.timewasterId === row.id)?.n ?? 0,
      lastConfirmedAt: row.lastConfirmedAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      expired: row.expired,
      confirmationCount: confirmed?.n ?? 0,
      myExperienceDate: confirmed?.text ?? null,
    } satisfies TimewasterDto;
  });
}
