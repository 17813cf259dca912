import 'server-only';
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { liveTimewasters } from '@/features/timewasters/access';
import {
  girlsOnlyComments,
  guyContactHashes,
  guyReviews,
  guys,
  timewasterEmails,
  timewasterPhones,
  timewasters,
  unverifiedReferences,
} from '@/server/db/schema';

// Timewaster screening of booking requests: does the guy's e-mail or phone appear in the
// timewaster database? The batch form of features/timewasters' matchesTimewaster (a girl's list
// of requests screens many guys in one statement), by the same keyed hashes. Its answer is for
// the girl (and moderators) only: callers check 'booking:screening:read' before they put it in a
// response.

export interface TimewasterMatch {
  timewasterId: number;
  /** What matched: his e-mail address or his phone number. */
  by: 'email' | 'phone';
}

/**
 * His matches as a JSON array ('[]' for none, ordered by kind then entry), for the row whose guy
 * id is `guyId`: a page's list screens its guys inside its own statement (decision 049). His
 * stored keyed hashes (his phone, his profile's and his account's e-mail, under every key version:
 * decision 053) are joined with the entries' hashes; the hash covers the kind and the normalised
 * value, so any spelling of the same number or address matches and a fragment matches nothing.
 * Only reports a moderator approved count: an unreviewed report is not yet a warning; an expired
 * one is no longer one (decision 041). The e-mail sources are named rather than "not the phone":
 * then his hashes are an index range and PostgreSQL looks each up in the e-mail hash index, where
 * `<> 'phone'` had it scan every entry's e-mail once per guy (decision 056).
 */
export function timewasterMatchesOf(guyId: SQLWrapper): SQL<TimewasterMatch[]> {
  const counted = and(eq(timewasters.approved, true), liveTimewasters());
  const his = eq(guyContactHashes.guyId, guyId);
  return sql<TimewasterMatch[]>`(
    select coalesce(json_agg(json_build_object('timewasterId', m."timewasterId", 'by', m."by") order by m."by", m."timewasterId"), '[]'::json)
    from (
      select ${timewasterEmails.timewasterId} as "timewasterId", 'email' as "by"
      from ${guyContactHashes}
      inner join ${timewasterEmails} on ${timewasterEmails.emailHash} = ${guyContactHashes.hash}
      inner join ${timewasters} on ${timewasters.id} = ${timewasterEmails.timewasterId}
      where ${his} and ${guyContactHashes.source} in ('email', 'account_email') and ${counted}
      union
      select ${timewasterPhones.timewasterId}, 'phone'
      from ${guyContactHashes}
      inner join ${timewasterPhones} on ${timewasterPhones.phoneHash} = ${guyContactHashes.hash}
      inner join ${timewasters} on ${timewasters.id} = ${timewasterPhones.timewasterId}
      where ${his} and ${guyContactHashes.source} = 'phone' and ${counted}
    ) m
  )`;
}

/**
 * Matches for several guys at once, in one statement; guys without a match are absent. (Raw SQL:
 * Drizzle's select from one table writes its columns without the table's name, which would bind
 * the fragment's `guys.id` to the inner tables' own ids.)
 */
export async function screenGuys(guyIds: readonly number[]): Promise<Map<number, TimewasterMatch[]>> {
  const result = new Map<number, TimewasterMatch[]>();
  if (guyIds.length === 0) return result;
  const db = await getDb();
  const { rows } = await db.execute<{ guyId: number; matches: TimewasterMatch[] }>(
    sql`select ${guys.id} as "guyId", ${timewasterMatchesOf(guys.id)} as "matches" from ${guys} where ${inArray(guys.id, [...new Set(guyIds)])}`,
  );
  for (const row of rows) if (row.matches.length) result.set(Number(row.guyId), row.matches);
  return result;
}

export async function screenGuy(guyId: number): Promise<TimewasterMatch[]> {
  return (await screenGuys([guyId])).get(guyId) ?? [];
}

/** What other girls say about a client, beside his booking request (beyond the spec). */
export interface ClientFigures {
  /** Other girls' reviews of him: thumbs up and thumbs down. */
  thumbsUp: number;
  thumbsDown: number;
  /** Girls-only comments on him, by other girls. */
  girlsOnlyComments: number;
  /** His references a girl confirmed. */
  confirmedReferences: number;
}

/**
 * His figures as a JSON object, for the row whose guy id is `guyId` (decision 049: they ride on
 * the list's own statement), leaving out what the girl herself wrote: she knows her own review.
 * For the girl and moderators only, like the timewaster match: callers check
 * 'booking:screening:read'.
 */
export function clientFiguresOf(guyId: SQLWrapper, girlId: number | null): SQL<ClientFigures> {
  const notHers = (column: typeof guyReviews.girlId | typeof girlsOnlyComments.girlId) =>
    girlId === null ? sql`true` : sql`${column} is distinct from ${girlId}`;
  return sql<ClientFigures>`(
    select json_build_object(
      'thumbsUp', count(*) filter (where ${guyReviews.vote}),
      'thumbsDown', count(*) filter (where not ${guyReviews.vote}),
      'girlsOnlyComments', (
        select count(*) from ${girlsOnlyComments}
        where ${and(eq(girlsOnlyComments.guyUserId, guyId), notHers(girlsOnlyComments.girlId))}
      ),
      'confirmedReferences', (
        select count(*) from ${unverifiedReferences}
        where ${and(eq(unverifiedReferences.guyUserId, guyId), eq(unverifiedReferences.status, 'confirmed'))}
      )
    )
    from ${guyReviews}
    where ${and(eq(guyReviews.guyUserId, guyId), notHers(guyReviews.girlId))}
  )`;
}

/** The figures for several guys at once, in one statement. */
export async function clientFigures(
  guyIds: readonly number[],
  girlId: number | null,
): Promise<Map<number, ClientFigures>> {
  const ids = [...new Set(guyIds)];
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const { rows } = await db.execute<{ guyId: number; figures: ClientFigures }>(
    sql`select ${guys.id} as "guyId", ${clientFiguresOf(guys.id, girlId)} as "figures" from ${guys} where ${inArray(guys.id, ids)}`,
  );
  return new Map(rows.map((row) => [Number(row.guyId), row.figures]));
}
