// The booking dialog's date and time slot: a day and/or a time, completed across turns
// ("tomorrow", then "7pm"), read on the clock of the place where the session happens with the
// function POST /book_girl uses (readSessionWallTime), refused when already gone (its rule and
// message), asked back when over a year ahead, and checked against her travels: a day when she is
// elsewhere is booked there and named ("She is in Chicago 5–9 Dec, so the session is there"), as
// the form accepts it with that note.
import { BOOKING_MESSAGES, sessionTimeIssue } from '@/features/bookings/schema';
import { isElsewhere, travelNote } from '@/features/bookings/travel-note';
import { wallTimeToInstant } from '@/lib/zoned-time';
import type { BookingDialogState, BookingValues, PlaceLookup } from './booking-state';
import { bookingPrompt as prompt, dayLabel, timeLabel } from './booking-prompts';
import { readSessionWallTime } from '@/features/bookings/session-time';
import { guyToday, type WhenParts } from './booking-slots';
import { placeOf, type ChatProfile } from './chat-profile';
import type { DateContext } from './dates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-12-02 → "Dec 2, 2026". */
export function spokenDay(day: string): string {
  return `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;
}

/** The next yyyy-MM-dd, from today on, with that month and day (MM-dd). */
export function nextYearly(monthDay: string, today: string): string {
  const year = Number(today.slice(0, 4));
  return `${monthDay >= today.slice(5) ? year : year + 1}-${monthDay}`;
}

export type TimeOutcome =
  { ok: true; state: BookingDialogState; note: string } | { ok: false; reply: string; state: BookingDialogState };

/** A day and/or time for the session: completes it, refuses the past, and names a travel elsewhere. */
export async function applyWhen(
  state: BookingDialogState,
  parts: WhenParts,
  profile: ChatProfile,
  ctx: DateContext,
  placeAt: PlaceLookup,
): Promise<TimeOutcome> {
  const { suggested: _asked, ...base } = state;
  const day = parts.day ?? base.pendingDay ?? base.wall?.slice(0, 10) ?? null;
  const time = parts.time ?? base.pendingTime ?? base.wall?.slice(11, 16) ?? null;
  const refuse = (reason: string, next: BookingDialogState = base): TimeOutcome => ({
    ok: false,
    reply: `${BOOKING_MESSAGES.pastTime} ${reason} ${prompt('time', profile)}`,
    state: { ...next, asking: state.asking === 'summary' || state.editing ? next.asking : 'time' },
  });
  if (day && day < guyToday(ctx)) return refuse(`${dayLabel(day)} is in the past.`);
  if (!day) {
    return {
      ok: false,
      reply: `Which day at ${timeLabel(time!)}? For example "next Friday".`,
      state: { ...base, pendingTime: time!, asking: 'time' },
    };
  }
  if (!time) {
    return {
      ok: false,
      reply: `What time on ${dayLabel(day)}? For example "7pm".`,
      state: { ...base, pendingDay: day, asking: 'time' },
    };
  }
  const wall = `${day}T${time}`;
  const read = await readSessionWallTime(wall, placeAt);
  const instant = read?.instant ?? wallTimeToInstant(wall, 'UTC')!;
  const issue = sessionTimeIssue(instant, ctx.now);
  if (issue === BOOKING_MESSAGES.pastTime) return refuse(`${dayLabel(day)} at ${timeLabel(time)} has already passed.`);
  if (issue) {
    // More than a year ahead is most often a mistyped year: asked back with the same day this year.
    const suggested = `${nextYearly(day.slice(5), guyToday(ctx))}T${time}`;
    return {
      ok: false,
      reply: `That is in ${day.slice(0, 4)}; did you mean ${spokenDay(suggested.slice(0, 10))}?`,
      state: { ...base, suggested, asking: state.asking },
    };
  }
  const place = read?.place ?? null;
  const timeZone = place?.timeZone ?? 'UTC';
  const rest = { ...base, pendingDay: undefined, pendingTime: undefined };
  // A day her travels take her elsewhere is booked there, as the form accepts it with the note.
  const away = place?.travel && isElsewhere(place.travel, { city: base.locationCity ?? profile.city });
  const there = away ? placeOf(place.travel!) : null;
  // Moved off a trip: the trip's place, filled in for him, goes (he is asked for a place again).
  const tripPlace = profile.travels.some(
    (t) => t.city === base.locationCity && placeOf(t) === base.values.session_location,
  );
  const { session_location: _trip, ...withoutTrip } = base.values;
  const values: BookingValues = !away && !place?.travel && tripPlace ? withoutTrip : base.values;
  return {
    ok: true,
    state: {
      ...rest,
      values: {
        ...values,
        time: instant.toISOString(),
        ...(there && values.session_location === undefined ? { session_location: there } : {}),
      },
      wall,
      timeZone,
      placeCity: place?.city ?? undefined,
      ...(away ? { locationCity: place!.travel!.city } : values === withoutTrip ? { locationCity: undefined } : {}),
    },
    note: away ? `${travelNote(place!.travel!)}, so the session is there, on ${place!.travel!.city} time. ` : '',
  };
}
