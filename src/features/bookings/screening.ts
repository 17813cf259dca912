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
 * The screening of the guys `guyIds` selects (a subquery of guy ids), one row each, to join as
 * "screened" on his id (`screened` names its columns). His timewaster matches, "matches", a JSON
 * array ('[]' for none, ordered by kind then entry): his stored keyed hashes (his phone, his
 * profile's and his account's e-mail, under every key version: decision 053) are joined with the
 * entries' hashes; the hash covers the kind and the normalised value, so any spelling of the same
 * number or address matches and a fragment matches nothing. Only reports a moderator approved
 * count: an unreviewed report is not yet a warning; an expired one is no longer one (decision 041).
 * The e-mail sources are named rather than "not the phone", so his hashes are an index range. His
 * "figures" (ClientFigures as a JSON object) leave out what girl `girlId` wrote: she knows her own
 * review. A page passes its own rows' guy ids: each table is read once for the page, not once a row,
 * and through its index on the guy, the ids being an array (decision 056). For the girl and
 * moderators only: callers check 'booking:screening:read' before they put it in a response.
 */
export function screeningOf(guyIds: SQLWrapper, girlId: number | null): SQL {
  const counted = and(eq(timewasters.approved, true), liveTimewasters());
  const theirs = (column: SQLWrapper) => sql`${column} = any(array(select "guyId" from "ids"))`;
  const notHers = (column: typeof guyReviews.girlId | typeof girlsOnlyComments.girlId) =>
    girlId === null ? sql`true` : sql`${column} is distinct from ${girlId}`;
  return sql`(
    with "ids" as (select distinct "guyId" from ${guyIds} as "given"("guyId")),
    "reviews" as (
      select ${guyReviews.guyUserId} as "guyId", count(*) filter (where ${guyReviews.vote}) as "up",
        count(*) filter (where not ${guyReviews.vote}) as "down"
      from ${guyReviews} where ${theirs(guyReviews.guyUserId)} and ${notHers(guyReviews.girlId)} group by 1
    ),
    "comments" as (
      select ${girlsOnlyComments.guyUserId} as "guyId", count(*) as "n"
      from ${girlsOnlyComments} where ${theirs(girlsOnlyComments.guyUserId)} and ${notHers(girlsOnlyComments.girlId)} group by 1
    ),
    "confirmed" as (
      select ${unverifiedReferences.guyUserId} as "guyId", count(*) as "n"
      from ${unverifiedReferences}
      where ${theirs(unverifiedReferences.guyUserId)} and ${eq(unverifiedReferences.status, 'confirmed')} group by 1
    ),
    "matches" as (
      select m."guyId", json_agg(json_build_object('timewasterId', m."timewasterId", 'by', m."by") order by m."by", m."timewasterId") as "matches"
      from (
        select ${guyContactHashes.guyId} as "guyId", ${timewasterEmails.timewasterId} as "timewasterId", 'email' as "by"
        from ${guyContactHashes}
        inner join ${timewasterEmails} on ${timewasterEmails.emailHash} = ${guyContactHashes.hash}
        inner join ${timewasters} on ${timewasters.id} = ${timewasterEmails.timewasterId}
        where ${theirs(guyContactHashes.guyId)} and ${guyContactHashes.source} in ('email', 'account_email') and ${counted}
        union
        select ${guyContactHashes.guyId}, ${timewasterPhones.timewasterId}, 'phone'
        from ${guyContactHashes}
        inner join ${timewasterPhones} on ${timewasterPhones.phoneHash} = ${guyContactHashes.hash}
        inner join ${timewasters} on ${timewasters.id} = ${timewasterPhones.timewasterId}
        where ${theirs(guyContactHashes.guyId)} and ${guyContactHashes.source} = 'phone' and ${counted}
      ) m
      group by 1
    )
    select "ids"."guyId",
      json_build_object(
        'thumbsUp', coalesce("reviews"."up", 0),
        'thumbsDown', coalesce("reviews"."down", 0),
        'girlsOnlyComments', coalesce("comments"."n", 0),
        'confirmedReferences', coalesce("confirmed"."n", 0)
      ) as "figures",
      coalesce("matches"."matches", '[]'::json) as "matches"
    from "ids"
    left join "reviews" using ("guyId")
    left join "comments" using ("guyId")
    left join "confirmed" using ("guyId")
    left join "matches" using ("guyId")
  ) as "screened"`;
}

export const screened = {
  guyId: sql<number>`"screened"."guyId"`,
  matches: sql<TimewasterMatch[]>`"screened"."matches"`,
  figures: sql<ClientFigures>`"screened"."figures"`,
};

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

/** A guy's screening for girl `girlId`: his timewaster matches and what other girls say about him. */
export interface GuyScreening {
  matches: TimewasterMatch[];
  figures: ClientFigures;
}

/**
 * The screening of several guys at once, in one statement (the `screeningOf` relation), by guy id;
 * a guy named twice is one entry, an id that is no guy none. The figures leave out what girl
 * `girlId` wrote (null: nothing left out).
 */
export async function screenGuys(
  guyIds: readonly number[],
  girlId: number | null = null,
): Promise<Map<number, GuyScreening>> {
  const ids = [...new Set(guyIds)];
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const given = db.select({ id: guys.id }).from(guys).where(inArray(guys.id, ids));
  const { rows } = await db.execute<{ guyId: number; matches: TimewasterMatch[]; figures: ClientFigures }>(
    sql`select ${screened.guyId} as "guyId", ${screened.matches} as "matches", ${screened.figures} as "figures" from ${screeningOf(given, girlId)}`,
  );
  return new Map(rows.map(({ guyId, matches, figures }) => [Number(guyId), { matches, figures }]));
}

const NOTHING_SAID: ClientFigures = { thumbsUp: 0, thumbsDown: 0, girlsOnlyComments: 0, confirmedReferences: 0 };

/** One guy's screening (none: no matches and no figures, as for a guy nobody wrote about). */
export async function screenGuy(guyId: number, girlId: number | null = null): Promise<GuyScreening> {
  return (await screenGuys([guyId], girlId)).get(guyId) ?? { matches: [], figures: NOTHING_SAID };
}
