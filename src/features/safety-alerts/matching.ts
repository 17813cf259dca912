import 'server-only';
import { sql } from 'drizzle-orm';
import { vettedGirl } from '@/server/auth/account-state';
import type { Db, Tx } from '@/server/db';

// Which girls a newly approved timewaster entry concerns (docs/decisions/043), as one set-based
// statement: the entries approved in the last two days (a daily job, so a late or missed run is
// covered; the unique girl-and-entry row makes each alert once), their phones' and e-mails' keyed
// hashes and username against the guys who sent her a booking request in the last 90 days, and their city
// against her travels in the next 30 days. Only vetted girls with alerts on; never her own report.

export const ALERT_RULES = {
  /** An entry is new this long after its approval (twice the job's period). */
  newEntryHours: 48,
  /** Booking requests he sent her in this many days before the run. */
  bookingDays: 90,
  /** Her travels that are on within this many days of today, on the travel city's calendar. */
  travelDays: 30,
  /** The shortest gap between two digests to one girl ("one a day at most", a late run allowed). */
  digestGapHours: 20,
} as const;

/** A girl the alerts are for: vetted (the actor's own test, server/auth), a girl's account, alerts on. */
export const ALERTED_GIRL = sql`girls.safety_alerts AND ${vettedGirl} AND 'girl' = ANY (string_to_array(replace(coalesce("user".role, ''), ' ', ''), ','))`;

const hours = (n: number) => sql.raw(`interval '${n} hours'`);
const days = (n: number) => sql.raw(`interval '${n} days'`);

/** Writes the new alerts of this run; returns how many. */
export async function recordNewAlerts(db: Db | Tx): Promise<number> {
  // Phones and e-mails match by keyed hash (decision 053): the entry's against the guys' stored
  // ones (guy_contact_hashes, under every key version), so any spelling of a whole number or
  // address matches, and a fragment nothing: screening's rule. The username stays a name.
  const result = await db.execute<{ id: number }>(sql`
    WITH fresh AS (
      SELECT t.id, t.city, t.state, t.country, t.girl_id, lower(t.public_username) AS username
      FROM timewasters AS t
      WHERE t.approved AND t.approved_at > now() - ${hours(ALERT_RULES.newEntryHours)}
        AND (t.expires_at IS NULL OR t.expires_at > now())
    ),
    entry_hashes AS (
      SELECT p.timewaster_id, p.phone_hash AS hash
        FROM timewaster_phones AS p JOIN fresh AS f ON f.id = p.timewaster_id
        WHERE p.phone_hash IS NOT NULL
      UNION
      SELECT e.timewaster_id, e.email_hash
        FROM timewaster_emails AS e JOIN fresh AS f ON f.id = e.timewaster_id
        WHERE e.email_hash IS NOT NULL
    ),
    matched_guys AS (
      SELECT h.guy_id, k.timewaster_id
        FROM entry_hashes AS k JOIN guy_contact_hashes AS h ON h.hash = k.hash
      UNION
      SELECT gy.id, f.id
        FROM fresh AS f JOIN guys AS gy ON lower(gy.username) = f.username
        WHERE coalesce(f.username, '') <> ''
    ),
    hits AS (
      SELECT b.girl_id, m.timewaster_id, 'booking' AS matched_by, b.id AS booking_id,
             NULL::integer AS travel_id, 0 AS rank, b.created_at AS at
        FROM matched_guys AS m
        JOIN bookings AS b ON b.guy_id = m.guy_id AND b.created_at > now() - ${days(ALERT_RULES.bookingDays)}
      UNION ALL
      SELECT tr.girl_id, f.id, 'travel', NULL, tr.id, 1, tr.date_begins::timestamptz
        FROM fresh AS f
        JOIN travels AS tr ON lower(tr.city) = lower(f.city) AND lower(tr.country) = lower(f.country)
          AND (f.state IS NULL OR lower(tr.state) = lower(f.state))
        WHERE tr.date_ends >= (now() AT TIME ZONE coalesce(tr.time_zone, 'UTC'))::date
          AND tr.date_begins <= (now() AT TIME ZONE coalesce(tr.time_zone, 'UTC'))::date + ${ALERT_RULES.travelDays}::integer
    )
    INSERT INTO safety_alerts (girl_id, timewaster_id, matched_by, booking_id, travel_id)
    SELECT DISTINCT ON (h.girl_id, h.timewaster_id) h.girl_id, h.timewaster_id, h.matched_by, h.booking_id, h.travel_id
    FROM hits AS h
    JOIN fresh AS f ON f.id = h.timewaster_id
    JOIN girls ON girls.id = h.girl_id
    JOIN "user" ON "user".id = girls.user_id
    WHERE ${ALERTED_GIRL} AND h.girl_id IS DISTINCT FROM f.girl_id
    ORDER BY h.girl_id, h.timewaster_id, h.rank, h.at DESC
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return result.rows.length;
}
