// The booking dialog's date and time slot: a day and/or a time on the guy's clock, completed
// across turns ("tomorrow", then "7pm"), refused when already gone (the rule and message of
// POST /book_girl), and checked against her travels with sessionPlaceAt's answer: a day when she
// is elsewhere is named ("She is in Chicago 5–9 Dec; book there or pick another date?").
import { BOOKING_MESSAGES, isFutureSessionTime } from '@/features/bookings/schema';
import { isElsewhere, travelNote } from '@/features/bookings/session-place';
import type { BookingDialogState, PlaceLookup } from './booking-state';
import { bookingPrompt as prompt, dayLabel, timeLabel } from './booking-prompts';
import { guyToday, guyWallToInstant, type WhenParts } from './booking-slots';
import { placeOf, type ChatProfile } from './chat-profile';
import type { DateContext } from './dates';

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
  const { conflict: _dropped, ...base } = state;
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
  const instant = guyWallToInstant(wall, ctx);
  if (!isFutureSessionTime(instant, ctx.now))
    return refuse(`${dayLabel(day)} at ${timeLabel(time)} has already passed.`);
  const place = await placeAt(instant);
  const timeZone = place?.timeZone ?? 'UTC';
  const rest = { ...base, pendingDay: undefined, pendingTime: undefined };
  if (place?.travel && isElsewhere(place.travel, { city: base.locationCity ?? profile.city })) {
    return {
      ok: false,
      reply: `${travelNote(place.travel)}; book there or pick another date?`,
      state: {
        ...rest,
        asking: state.asking,
        conflict: {
          time: instant.toISOString(),
          wall,
          timeZone,
          place: placeOf(place.travel),
          city: place.travel.city,
        },
      },
    };
  }
  return {
    ok: true,
    state: { ...rest, values: { ...base.values, time: instant.toISOString() }, wall, timeZone },
    note: '',
  };
}
