import 'server-only';
import { sql } from 'drizzle-orm';
import { clientTypeLabel, type ClientType } from '@/lib/enums/client-types';
import { formatDateRange } from '@/lib/dates';
import { bookingTime } from '@/features/bookings/session-place';
import { reporterName } from '@/features/timewasters/dto';
import type { SignedInActor } from '@/server/auth/actor-types';
import type { SafetyAlertMatch } from '@/server/db/schema';

// What an alert says, for her dashboard and her digest alike: the entry, why she is told, who
// reported it as the timewaster tool names the reporter (an anonymous report: "Anonymous", the
// same reporterName) and the link into the tool. Both read it with DETAIL_COLUMNS/DETAIL_JOINS
// over an alert row aliased `a`.

export const DETAIL_COLUMNS = sql.raw(`a.id, a.timewaster_id, a.matched_by, a.created_at,
  t.name, t.client_type, t.city, t.state, t.country, t.anonymous, t.girl_id AS reporter_girl_id,
  rg.username AS reporter_username, rg.stage_name AS reporter_stage_name,
  b.date_time_available, b.time_zone AS booking_time_zone, gy.username AS guy_username,
  bg.city AS booking_girl_city, bg.state AS booking_girl_state, bg.country AS booking_girl_country,
  tr.city AS travel_city, tr.date_begins::text AS date_begins, tr.date_ends::text AS date_ends`);

export const DETAIL_JOINS = sql.raw(`JOIN timewasters AS t ON t.id = a.timewaster_id
  LEFT JOIN girls AS rg ON rg.id = t.girl_id
  LEFT JOIN bookings AS b ON b.id = a.booking_id
  LEFT JOIN guys AS gy ON gy.id = b.guy_id
  LEFT JOIN girls AS bg ON bg.id = b.girl_id
  LEFT JOIN travels AS tr ON tr.id = a.travel_id`);

/** Still a warning: approved and not expired (docs/decisions/041), as the tool shows it to girls. */
export const LIVE_ENTRY = sql.raw(`t.approved AND (t.expires_at IS NULL OR t.expires_at > now())`);

export type AlertDetailRow = {
  id: number;
  timewaster_id: number;
  matched_by: SafetyAlertMatch;
  created_at: Date | string;
  name: string;
  client_type: ClientType;
  city: string;
  state: string | null;
  country: string;
  anonymous: boolean;
  reporter_girl_id: number | null;
  reporter_username: string | null;
  reporter_stage_name: string | null;
  date_time_available: Date | string | null;
  booking_time_zone: string | null;
  booking_girl_city: string | null;
  booking_girl_state: string | null;
  booking_girl_country: string | null;
  guy_username: string | null;
  travel_city: string | null;
  date_begins: string | null;
  date_ends: string | null;
};

export interface SafetyAlertDto {
  id: number;
  timewasterId: number;
  name: string;
  clientType: string;
  place: string;
  matchedBy: SafetyAlertMatch;
  /** Why she is told: "He sent you a booking request (…)" or "You travel to Chicago …". */
  why: string;
  /** The reporter as the timewaster tool shows her to this girl ("Anonymous" when anonymous). */
  reportedBy: string;
  /** The entry in the timewaster tool. */
  href: string;
  createdAt: string;
}

/** The entry in the timewaster tool: its search, by the name on the entry. */
export function entryHref(name: string): string {
  return `/girl/timewasters?${new URLSearchParams({ q: name }).toString()}`;
}

function why(row: AlertDetailRow): string {
  if (row.matched_by === 'booking') {
    // The booking's time as her bookings list shows it: its own zone, or her home city's for a
    // booking older than the zone column (bookingTime).
    const when = row.date_time_available
      ? ` for ${
          bookingTime(new Date(row.date_time_available), row.booking_time_zone, {
            city: row.booking_girl_city,
            state: row.booking_girl_state,
            country: row.booking_girl_country,
          }).dateTimeText
        }`
      : '';
    return `He sent you a booking request${row.guy_username ? ` as ${row.guy_username}` : ''}${when}.`;
  }
  const dates = row.date_begins && row.date_ends ? ` (${formatDateRange(row.date_begins, row.date_ends)})` : '';
  return `He is listed in ${row.travel_city ?? row.city}, where you travel${dates}.`;
}

export function alertOf(row: AlertDetailRow, viewer: SignedInActor): SafetyAlertDto {
  return {
    id: row.id,
    timewasterId: row.timewaster_id,
    name: row.name,
    clientType: clientTypeLabel(row.client_type),
    place: [row.city, row.state, row.country].filter(Boolean).join(', '),
    matchedBy: row.matched_by,
    why: why(row),
    reportedBy: reporterName(viewer, {
      anonymous: row.anonymous,
      girlId: row.reporter_girl_id,
      reporterUsername: row.reporter_username,
      reporterStageName: row.reporter_stage_name,
    }),
    href: entryHref(row.name),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
