import type { Place } from '@/server/places/time-zone';

// The note both sides see when her travels place her elsewhere at a session's time (decision
// 026). No server code here: the booking form shows the same note before sending.

export interface SessionTravel {
  city: string;
  state: string;
  country: string;
  /** yyyy-MM-dd, inclusive. */
  dateBegins: string;
  dateEnds: string;
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

/** Her place on a wall-clock day: the travel of hers covering it, else home (the form's copy of sessionPlaceAt). */
export function travelOnDay<T extends SessionTravel>(travels: readonly T[], day: string): T | null {
  return travels.find((travel) => day >= travel.dateBegins && day <= travel.dateEnds) ?? null;
}

export interface BookingPlaces {
  home: { city: string; timeZone: string };
  /** Her travels from yesterday on, each with its zone: the form reads a wall time on their clock. */
  travels: (SessionTravel & { timeZone: string })[];
}

/** The zone a wall time is read in, and the note to show, as the server will decide them. */
export function placeOfWallTime(
  places: BookingPlaces,
  wallTime: string,
): { city: string; timeZone: string; note: string | null } {
  const travel = travelOnDay(places.travels, wallTime.slice(0, 10));
  if (!travel) return { city: places.home.city, timeZone: places.home.timeZone, note: null };
  const note = isElsewhere(travel, { city: places.home.city }) ? travelNote(travel) : null;
  return { city: travel.city, timeZone: travel.timeZone, note };
}
