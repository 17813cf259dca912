import { wallTimeToInstant, type WallTime } from '@/lib/zoned-time';

// The one reading of a typed session time (decision 026): a wall time is read on the clock of
// the place where the session happens, her home city's or her travel city's that day. POST
// /book_girl (resolveSessionTime) and the chat's booking dialog both call it with their own way to
// ask where she is, so the form, the API and the chat turn "Jan 4, 8 PM" into the same instant.

/** Where she is at an instant, as far as the reading needs it (`travel` is null at home). */
export type PlaceAtInstant<P extends { timeZone: string; travel?: unknown }> = (instant: Date) => Promise<P | null>;

/**
 * The instant a wall time names where she is then, with that place; null when the text is not a
 * wall time or the lookup knows no girl. Read on her home city's clock first, then again on her
 * travel city's clock when that instant puts her on a travel in another zone. A trip that covers
 * the wall time's date on its own clock is where it happens, as the form reads it by the date,
 * even when her home clock's reading falls outside it (8 PM on the last day of a trip to Sydney
 * is already the next day there on Memphis's clock).
 */
export async function readSessionWallTime<P extends { timeZone: string; travel?: unknown }>(
  wallTime: WallTime,
  placeAt: PlaceAtInstant<P>,
): Promise<{ instant: Date; place: P } | null> {
  const asUtc = wallTimeToInstant(wallTime, 'UTC');
  if (!asUtc) return null;
  const first = await placeAt(asUtc);
  if (!first) return null;
  let instant = wallTimeToInstant(wallTime, first.timeZone)!;
  const place = await placeAt(instant);
  if (!place) return null;
  if (place.timeZone !== first.timeZone) instant = wallTimeToInstant(wallTime, place.timeZone)!;
  if (place.travel) return { instant, place };
  // Where she is on the wall time's date: 10:00 UTC is that date on every clock from Hawaii's to
  // New Zealand's summer time.
  const onDay = await placeAt(new Date(`${asUtc.toISOString().slice(0, 10)}T10:00:00Z`));
  if (onDay?.travel && onDay.timeZone !== place.timeZone) {
    const there = wallTimeToInstant(wallTime, onDay.timeZone)!;
    const then = await placeAt(there);
    if (then?.travel && then.timeZone === onDay.timeZone) return { instant: there, place: then };
  }
  return { instant, place };
}
