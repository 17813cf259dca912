import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { liveTimewasters } from '@/features/timewasters/access';
import {
  girlsOnlyComments,
  guyReviews,
  guys,
  timewasterEmails,
  timewasterPhones,
  timewasters,
  unverifiedReferences,
  user,
} from '@/server/db/schema';

// Timewaster screening of booking requests: does the guy's e-mail or phone appear in the
// timewaster database? The batch form of features/timewasters' matchesTimewaster (a girl's list
// of requests screens many guys in one statement), with the same normalisation. Its answer is for
// the girl (and moderators) only: callers check 'booking:screening:read' before they put it in a
// response.

export interface TimewasterMatch {
  timewasterId: number;
  /** What matched: his e-mail address or his phone number. */
  by: 'email' | 'phone';
}

/**
 * Matches for several guys at once, in one statement (decision 049: a list of booking requests
 * screens all its guys with one read); guys without a match are absent. His addresses (his
 * profile's and his account's) are compared trimmed and lower-cased. His phone is free text: it is
 * read in SQL the way the phone rule reads it (decision 046, `normalizePhone`): its digits, a
 * ten-digit North American number given its country code 1, then compared exactly with the stored
 * E.164 digits (the index). Fewer than 7 digits match nothing. Only reports a moderator approved
 * count: an unreviewed report is not yet a warning; an expired one is no longer one (decision 041).
 */
export async function screenGuys(guyIds: readonly number[]): Promise<Map<number, TimewasterMatch[]>> {
  const result = new Map<number, TimewasterMatch[]>();
  if (guyIds.length === 0) return result;
  const db = await getDb();
  const counted = and(eq(timewasters.approved, true), liveTimewasters());
  const { rows } = await db.execute<{ guyId: number; timewasterId: number; by: 'email' | 'phone' }>(sql`
    with contact as (
      select ${guys.id} as guy_id,
        lower(trim(${guys.email})) as own_email,
        lower(trim(${user.email})) as account_email,
        regexp_replace(coalesce(${guys.phone}, ''), '[^0-9]', '', 'g') as digits
      from ${guys} inner join ${user} on ${user.id} = ${guys.userId}
      where ${inArray(guys.id, [...new Set(guyIds)])}
    ), phone as (
      select guy_id, case when digits ~ '^[2-9][0-9]{9}$' then '1' || digits else digits end as e164
      from contact
      where length(digits) >= 7
    )
    select distinct contact.guy_id as "guyId", ${timewasterEmails.timewasterId} as "timewasterId", 'email' as "by"
    from contact
    inner join ${timewasterEmails}
      on ${timewasterEmails.email} in (contact.own_email, contact.account_email)
    inner join ${timewasters} on ${timewasters.id} = ${timewasterEmails.timewasterId}
    where ${counted}
    union
    select distinct phone.guy_id, ${timewasterPhones.timewasterId}, 'phone'
    from phone
    inner join ${timewasterPhones} on ${timewasterPhones.phoneNumber} = phone.e164
    inner join ${timewasters} on ${timewasters.id} = ${timewasterPhones.timewasterId}
    where ${counted}
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
