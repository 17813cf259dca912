import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { normalizeEmail, normalizePhone } from '@/lib/contact-normalize';
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
// of requests screens many guys in two queries), with the same normalisation. Its answer is for
// the girl (and moderators) only: callers check 'booking:screening:read' before they put it in a
// response.

export interface TimewasterMatch {
  timewasterId: number;
  /** What matched: his e-mail address or his phone number. */
  by: 'email' | 'phone';
}

/** Matches for several guys at once (one query per table); guys without a match are absent. */
export async function screenGuys(guyIds: readonly number[]): Promise<Map<number, TimewasterMatch[]>> {
  const result = new Map<number, TimewasterMatch[]>();
  if (guyIds.length === 0) return result;
  const db = await getDb();
  const contacts = await db
    .select({ guyId: guys.id, guyEmail: guys.email, accountEmail: user.email, phone: guys.phone })
    .from(guys)
    .innerJoin(user, eq(user.id, guys.userId))
    .where(inArray(guys.id, [...new Set(guyIds)]));

  const emailsByGuy = new Map<number, Set<string>>();
  const phonesByGuy = new Map<number, string>();
  for (const c of contacts) {
    const emails = new Set([c.guyEmail, c.accountEmail].filter((e): e is string => !!e).map(normalizeEmail));
    emailsByGuy.set(c.guyId, emails);
    // The stored form of his number (decision 046); text that is no whole number matches nothing.
    const phone = normalizePhone(c.phone ?? '');
    if (phone) phonesByGuy.set(c.guyId, phone);
  }

  const allEmails = [...new Set([...emailsByGuy.values()].flatMap((s) => [...s]))];
  const allPhones = [...new Set(phonesByGuy.values())];
  // Only reports a moderator approved count: an unreviewed report is not yet a warning; an
  // expired one is no longer one (docs/decisions/041).
  const counted = and(eq(timewasters.approved, true), liveTimewasters());
  const emailHits = allEmails.length
    ? await db
        .selectDistinct({ value: timewasterEmails.email, timewasterId: timewasterEmails.timewasterId })
        .from(timewasterEmails)
        .innerJoin(timewasters, eq(timewasters.id, timewasterEmails.timewasterId))
        .where(and(inArray(timewasterEmails.email, allEmails), counted))
    : [];
  const phoneHits = allPhones.length
    ? await db
        .selectDistinct({ value: timewasterPhones.phoneNumber, timewasterId: timewasterPhones.timewasterId })
        .from(timewasterPhones)
        .innerJoin(timewasters, eq(timewasters.id, timewasterPhones.timewasterId))
        // Both sides in the one stored form (E.164 digits, decision 046): an exact, indexed match.
        .where(and(inArray(timewasterPhones.phoneNumber, allPhones), counted))
    : [];

  for (const [guyId, emails] of emailsByGuy) {
    const matches: TimewasterMatch[] = [];
    for (const hit of emailHits)
      if (emails.has(hit.value)) matches.push({ timewasterId: hit.timewasterId, by: 'email' });
    const phone = phonesByGuy.get(guyId);
    for (const hit of phoneHits)
      if (phone && hit.value === phone) matches.push({ timewasterId: hit.timewasterId, by: 'phone' });
    if (matches.length) result.set(guyId, matches);
  }
  return result;
}

export async function screenGuy(guyId: number): Promise<TimewasterMatch[]> {
  return (await screenGuys([guyId])).get(guyId) ?? [];
}

/** What other girls say about a client, beside his booking request (issue 13, beyond the spec). */
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
 * The figures for several guys at once (three grouped queries), leaving out what the girl
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
  const [reviews, comments, references] = await Promise.all([
    db
      .select({
        guyId: guyReviews.guyUserId,
        up: sql<number>`count(*) filter (where ${guyReviews.vote})`.mapWith(Number),
        down: sql<number>`count(*) filter (where not ${guyReviews.vote})`.mapWith(Number),
      })
      .from(guyReviews)
      .where(and(inArray(guyReviews.guyUserId, ids), notHers(guyReviews.girlId)))
      .groupBy(guyReviews.guyUserId),
    db
      .select({ guyId: girlsOnlyComments.guyUserId, count: sql<number>`count(*)`.mapWith(Number) })
      .from(girlsOnlyComments)
      .where(and(inArray(girlsOnlyComments.guyUserId, ids), notHers(girlsOnlyComments.girlId)))
      .groupBy(girlsOnlyComments.guyUserId),
    db
      .select({ guyId: unverifiedReferences.guyUserId, count: sql<number>`count(*)`.mapWith(Number) })
      .from(unverifiedReferences)
      .where(and(inArray(unverifiedReferences.guyUserId, ids), eq(unverifiedReferences.status, 'confirmed')))
      .groupBy(unverifiedReferences.guyUserId),
  ]);
  const of = (guyId: number) => {
    const figures = result.get(guyId) ?? { ...NO_FIGURES };
    result.set(guyId, figures);
    return figures;
  };
  for (const r of reviews) Object.assign(of(r.guyId), { thumbsUp: r.up, thumbsDown: r.down });
  for (const c of comments) of(c.guyId).girlsOnlyComments = c.count;
  for (const r of references) of(r.guyId).confirmedReferences = r.count;
  return result;
}
