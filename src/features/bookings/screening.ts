import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { liveTimewasters } from '@/features/timewasters/access';
import {
  girlsOnlyComments,
  guyContactHashes,
  guyReviews,
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
 * Matches for several guys at once, in one statement (decision 049: a list of booking requests
 * screens all its guys with one read); guys without a match are absent. His stored keyed hashes
 * (his phone, his profile's and his account's e-mail, under every key version: decision 053) are
 * joined with the entries' hashes; the hash covers the kind and the normalised value, so any
 * spelling of the same number or address matches and a fragment matches nothing. Only reports a
 * moderator approved count: an unreviewed report is not yet a warning; an expired one is no longer
 * one (decision 041).
 */
export async function screenGuys(guyIds: readonly number[]): Promise<Map<number, TimewasterMatch[]>> {
  const result = new Map<number, TimewasterMatch[]>();
  if (guyIds.length === 0) return result;
  const db = await getDb();
  const counted = and(eq(timewasters.approved, true), liveTimewasters());
  const theirs = inArray(guyContactHashes.guyId, [...new Set(guyIds)]);
  const { rows } = await db.execute<{ guyId: number; timewasterId: number; by: 'email' | 'phone' }>(sql`
    select distinct ${guyContactHashes.guyId} as "guyId", ${timewasterEmails.timewasterId} as "timewasterId", 'email' as "by"
    from ${guyContactHashes}
    inner join ${timewasterEmails} on ${timewasterEmails.emailHash} = ${guyContactHashes.hash}
    inner join ${timewasters} on ${timewasters.id} = ${timewasterEmails.timewasterId}
    where ${theirs} and ${guyContactHashes.source} <> 'phone' and ${counted}
    union
    select distinct ${guyContactHashes.guyId}, ${timewasterPhones.timewasterId}, 'phone'
    from ${guyContactHashes}
    inner join ${timewasterPhones} on ${timewasterPhones.phoneHash} = ${guyContactHashes.hash}
    inner join ${timewasters} on ${timewasters.id} = ${timewasterPhones.timewasterId}
    where ${theirs} and ${guyContactHashes.source} = 'phone' and ${counted}
    order by 3, 2
  `);
  for (const row of rows) {
    const guyId = Number(row.guyId);
    const matches = result.get(guyId) ?? [];
    matches.push({ timewasterId: Number(row.timewasterId), by: row.by });
    result.set(guyId, matches);
  }
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

export const NO_FIGURES: ClientFigures = { thumbsUp: 0, thumbsDown: 0, girlsOnlyComments: 0, confirmedReferences: 0 };

/**
 * The figures for several guys at once (one statement), leaving out what the girl
 * herself wrote: she knows her own review. For the girl and moderators only, like the timewaster
 * match: callers check 'booking:screening:read'.
 */
export async function clientFigures(
  guyIds: readonly number[],
  girlId: number | null,
): Promise<Map<number, ClientFigures>> {
  const result = new Map<number, ClientFigures>();
  const ids = [...new Set(guyIds)];
  if (ids.length === 0) return result;
  const db = await getDb();
  const notHers = (column: typeof guyReviews.girlId | typeof girlsOnlyComments.girlId) =>
    girlId === null ? sql`true` : sql`${column} is distinct from ${girlId}`;
  // One grouped statement for the three figures (decision 049: a badge's counts in one read).
  const { rows } = await db.execute<{
    guyId: number;
    kind: 'reviews' | 'comments' | 'references';
    a: number;
    b: number;
  }>(sql`
    select ${guyReviews.guyUserId} as "guyId", 'reviews' as "kind",
      (count(*) filter (where ${guyReviews.vote}))::int as "a",
      (count(*) filter (where not ${guyReviews.vote}))::int as "b"
    from ${guyReviews}
    where ${and(inArray(guyReviews.guyUserId, ids), notHers(guyReviews.girlId))}
    group by ${guyReviews.guyUserId}
    union all
    select ${girlsOnlyComments.guyUserId}, 'comments', count(*)::int, 0
    from ${girlsOnlyComments}
    where ${and(inArray(girlsOnlyComments.guyUserId, ids), notHers(girlsOnlyComments.girlId))}
    group by ${girlsOnlyComments.guyUserId}
    union all
    select ${unverifiedReferences.guyUserId}, 'references', count(*)::int, 0
    from ${unverifiedReferences}
    where ${and(inArray(unverifiedReferences.guyUserId, ids), eq(unverifiedReferences.status, 'confirmed'))}
    group by ${unverifiedReferences.guyUserId}
  `);
  const of = (guyId: number) => {
    const figures = result.get(guyId) ?? { ...NO_FIGURES };
    result.set(guyId, figures);
    return figures;
  };
  for (const row of rows) {
    const figures = of(Number(row.guyId));
    const [a, b] = [Number(row.a), Number(row.b)];
    if (row.kind === 'reviews') Object.assign(figures, { thumbsUp: a, thumbsDown: b });
    else if (row.kind === 'comments') figures.girlsOnlyComments = a;
    else figures.confirmedReferences = a;
  }
  return result;
}
