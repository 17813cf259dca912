import 'server-only';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { timeZoneOfPlace, type Place } from '@/server/places/time-zone';
import { formatZonedDateTime, zonedDay } from '@/lib/zoned-time';
import type { SessionTime } from './schema';
import { readSessionWallTime } from './session-time';
import { isElsewhere, travelNote, type BookingPlaces, type SessionTravel } from './travel-note';

export { formatTravelDays, isElsewhere, travelNote, type BookingPlaces, type SessionTravel } from './travel-note';
import { getDb } from '@/server/db';
import { bookings, girls, travels } from '@/server/db/schema';

// Where a girl is at the time of a session, and so in which zone its time is shown (decision 026):
// the city of a travel of hers that covers that day, else her home city. The booking form, the
// chat's booking dialog and POST /book_girl all ask here, so the three agree.

export interface SessionPlace extends Required<Place> {
  timeZone: string;
  /** The travel that places her there that day; null when she is at home. */
  travel: SessionTravel | null;
}

async function homeOf(girlId: number): Promise<{ city: string; state: string; country: string } | null> {
  const db = await getDb();
  const [home] = await db
    .select({ city: girls.city, state: girls.state, country: girls.country })
    .from(girls)
    .where(eq(girls.id, girlId))
    .limit(1);
  return home ? { city: home.city ?? '', state: home.state ?? '', country: home.country ?? '' } : null;
}

/** A travel's place and days, and the zone stored with it (null for travels older than the column). */
const travelPlaceColumns = {
  city: travels.city,
  state: travels.state,
  country: travels.country,
  dateBegins: travels.dateBegins,
  dateEnds: travels.dateEnds,
  storedZone: travels.timeZone,
};

/**
 * Her place at that instant, or null when no girl has that id. A travel covers the instant when
 * the instant's day on the travel city's clock is within its dates.
 */
export async function sessionPlaceAt(girlId: number, instant: Date): Promise<SessionPlace | null> {
  const home = await homeOf(girlId);
  if (!home) return null;
  const db = await getDb();
  // Every zone is within a day of UTC: a travel covering the instant covers its UTC day ± 1.
  const utcDay = instant.toISOString().slice(0, 10);
  const shift = (days: number) =>
    new Date(Date.parse(`${utcDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const nearby = await db
    .select(travelPlaceColumns)
    .from(travels)
    .where(and(eq(travels.girlId, girlId), lte(travels.dateBegins, shift(1)), gte(travels.dateEnds, shift(-1))))
    .orderBy(asc(travels.dateBegins), asc(travels.id));
  for (const { storedZone, ...travel } of nearby) {
    // Travels older than the time_zone column are resolved here (decision 026).
    const timeZone = storedZone ?? timeZoneOfPlace(travel);
    const day = zonedDay(instant, timeZone);
    if (day >= travel.dateBegins && day <= travel.dateEnds) return { ...travel, timeZone, travel };
  }
  return { ...home, timeZone: timeZoneOfPlace(home), travel: null };
}

export interface ResolvedSessionTime {
  instant: Date;
  place: SessionPlace;
  /** travelNote() when her travels put her away from home then; null otherwise. */
  note: string | null;
  /** Her home city's zone: her own clock, shown beside the session's in her e-mail when it differs. */
  homeTimeZone: string | null;
}

/**
 * A booking's time as an instant plus her place then, or null when no girl has that id. A wall
 * time is read on the clock of her home city, then again on her travel city's clock if that day
 * puts her on a travel: the form shows the same rule, so what the guy typed is what she reads.
 */
export async function resolveSessionTime(girlId: number, time: SessionTime): Promise<ResolvedSessionTime | null> {
  const read =
    time.wallTime === undefined
      ? await sessionPlaceAt(girlId, time.instant).then((place) => place && { instant: time.instant, place })
      : await readSessionWallTime(time.wallTime, (instant) => sessionPlaceAt(girlId, instant));
  if (!read) return null;
  const { instant, place } = read;
  const home = await homeOf(girlId);
  const note = place.travel && home && isElsewhere(place.travel, home) ? travelNote(place.travel) : null;
  return { instant, place, note, homeTimeZone: home ? timeZoneOfPlace(home) : null };
}

/**
 * A stored booking's zone and shown time. Rows older than the time_zone column have none: their
 * girl's home city gives it (decision 026), so every list shows them the same way.
 */
export function bookingTime(
  instant: Date,
  storedZone: string | null,
  home: Place,
): { timeZone: string; dateTimeText: string } {
  const timeZone = storedZone ?? timeZoneOfPlace(home);
  return { timeZone, dateTimeText: formatZonedDateTime(instant, timeZone) };
}

/** A listed booking's time and place (the booking joined with her row), for bookingTime. */
export const bookingTimeColumns = {
  dateTimeAvailable: bookings.dateTimeAvailable,
  timeZone: bookings.timeZone,
  travelNote: bookings.travelNote,
  home: { city: girls.city, state: girls.state, country: girls.country },
};

/** What the booking form needs to read a wall time where she is then, and to warn before sending. */
export async function bookingPlaces(girlId: number): Promise<BookingPlaces | null> {
  const home = await homeOf(girlId);
  if (!home) return null;
  const db = await getDb();
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select(travelPlaceColumns)
    .from(travels)
    .where(and(eq(travels.girlId, girlId), gte(travels.dateEnds, yesterday)))
    .orderBy(asc(travels.dateBegins), asc(travels.id))
    .limit(100);
  return {
    home: { city: home.city, timeZone: timeZoneOfPlace(home) },
    travels: rows.map(({ storedZone, ...travel }) => ({ ...travel, timeZone: storedZone ?? timeZoneOfPlace(travel) })),
  };
}
