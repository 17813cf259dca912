import { wallTimeToInstant, type WallTime } from '@/lib/zoned-time';

// The one reading of a typed session time (decision 026): a wall time is read on the clock of
// the place where the session happens, her home city's or her travel city's that day. POST
// /book_girl (resolveSessionTime) and the chat's booking dialog both call it with their own way to
// ask where she is, so the form, the API and the chat turn "Jan 4, 8 PM" into the same instant.

/** Where she is at an instant, as far as the reading needs it. */
export type PlaceAtInstant<P extends { timeZone: string }> = (instant: Date) => Promise<P | null>;

/**
 * The instant a wall time names where she is then, with that place; null when the text is not a
 * wall time or the lookup knows no girl. Read on her home city's clock first, then again on her
 * travel city's clock when that instant puts her on a travel in another zone.
 */
export async function readSessionWallTime<P extends { timeZone: string }>(
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
  return { instant, place };
}
