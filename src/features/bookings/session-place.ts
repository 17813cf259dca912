import 'server-only';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { timeZoneOfPlace, type Place } from '@/features/places/time-zone';
import { zonedDay } from '@/lib/zoned-time';
import { getDb } from '@/server/db';
import { girls, travels } from '@/server/db/schema';

// Where a girl is at the time of a session, and so in which zone its time is shown (decision 026):
// the city of a travel of hers that covers that day, else her home city. The booking form, the
// chat's booking dialog and POST /book_girl all ask here, so the three agree.

export interface SessionTravel {
  city: string;
  state: string;
  country: string;
  /** yyyy-MM-dd, inclusive. */
  dateBegins: string;
  dateEnds: string;
}

export interface SessionPlace extends Required<Place> {
  timeZone: string;
  /** The travel that places her there that day; null when she is at home. */
  travel: SessionTravel | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dayAndMonth(day: string): { day: number; month: string; year: string } {
  const [year, month, date] = day.split('-');
  return { day: Number(date), month: MONTHS[Number(month) - 1] ?? '', year: year ?? '' };
}

/** "5–9 Dec", "28 Nov–3 Dec", "30 Dec 2026–2 Jan 2027": a travel's days, short. */
export function formatTravelDays(dateBegins: string, dateEnds: string): string {
  const a = dayAndMonth(dateBegins);
  const b = dayAndMonth(dateEnds);
  if (dateBegins === dateEnds) return `${a.day} ${a.month}`;
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year}–${b.day} ${b.month} ${b.year}`;
  if (a.month === b.month) return `${a.day}–${b.day} ${b.month}`;
  return `${a.day} ${a.month}–${b.day} ${b.month}`;
}

/** "She is in Chicago 5–9 Dec": what both sides are told when her travels place her elsewhere. */
export function travelNote(travel: SessionTravel): string {
  return `She is in ${travel.city} ${formatTravelDays(travel.dateBegins, travel.dateEnds)}`;
}

/** True when the travel's city is not the place the session was asked for (her home, or a named city). */
export function isElsewhere(travel: SessionTravel, requested: Place): boolean {
  const fold = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();
  return fold(travel.city) !== fold(requested.city);
}

/**
 * Her place at that instant, or null when no girl has that id. A travel covers the instant when
 * the instant's day on the travel city's clock is within its dates.
 */
export async function sessionPlaceAt(girlId: number, instant: Date): Promise<SessionPlace | null> {
  const db = await getDb();
  const [home] = await db
    .select({ city: girls.city, state: girls.state, country: girls.country })
    .from(girls)
    .where(eq(girls.id, girlId))
    .limit(1);
  if (!home) return null;
  // Every zone is within a day of UTC: a travel covering the instant covers its UTC day ± 1.
  const utcDay = instant.toISOString().slice(0, 10);
  const shift = (days: number) =>
    new Date(Date.parse(`${utcDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const nearby = await db
    .select({
      city: travels.city,
      state: travels.state,
      country: travels.country,
      dateBegins: travels.dateBegins,
      dateEnds: travels.dateEnds,
    })
    .from(travels)
    .where(and(eq(travels.girlId, girlId), lte(travels.dateBegins, shift(1)), gte(travels.dateEnds, shift(-1))))
    .orderBy(asc(travels.dateBegins), asc(travels.id));
  for (const travel of nearby) {
    const timeZone = timeZoneOfPlace(travel);
    const day = zonedDay(instant, timeZone);
    if (day >= travel.dateBegins && day <= travel.dateEnds) return { ...travel, timeZone, travel };
  }
  const place = { city: home.city ?? '', state: home.state ?? '', country: home.country ?? '' };
  return { ...place, timeZone: timeZoneOfPlace(place), travel: null };
}
