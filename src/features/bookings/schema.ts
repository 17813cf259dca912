import { z } from 'zod';
import { recordIdSchema } from '@/lib/route-params';
import { isWallTime, wallTimeToInstant, type WallTime } from '@/lib/zoned-time';

// Spec §3 "Booking request (form)", §5 "Booking" and §9 (booking texts 500 characters).
// One schema for the form; the server parses the POST /book_girl body with the same rules.

export const BOOKING_TEXT_MAX = 500;
export const TOO_LONG = `Too long (max characters: ${BOOKING_TEXT_MAX})`;
export const BOOKING_MESSAGES = {
  required: 'Required',
  fieldRequired: 'This field is required',
  invalidTime: 'Required',
  /** The style of spec §5's birthday message ('Select a date in the past.'), for a session time. */
  pastTime: 'Select a date in the future.',
  /** Mark Complete before the session: the button is not offered then, the API says why. */
  notBegun: 'A booking can be marked complete once its session time has come.',
  /** The same style, for a date more than a year ahead (most often a mistyped year). */
  farTime: 'Select a date within a year.',
  /** A length the form does not take ("30 hours", "soon"). */
  sessionLength: `Enter a session length from 15 minutes to 12 hours, e.g. "1 hour"`,
  sent: 'Booking request sent',
  sentPanel: 'Successfully sent booking request.',
  failed: 'Error sending booking request',
  /** Spec §8: the warning on the form. */
  moderationWarning:
    'Messages are read and stored for moderation and safety. Requests for sexual services result in a permanent ban.',
} as const;

/** A session is booked for later than now: a time already gone is refused, wherever it happens. */
export function isFutureSessionTime(instant: Date, now: Date = new Date()): boolean {
  return instant.getTime() > now.getTime();
}

/** The last instant a session may be asked for: a year from now (a later one is most often a typo). */
export function bookingHorizon(now: Date = new Date()): Date {
  const horizon = new Date(now);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + 1);
  return horizon;
}

/**
 * The one time rule of the form, POST /book_girl and the chat: the field message for a session
 * instant already gone or more than a year ahead, or null when it may be asked for.
 */
export function sessionTimeIssue(instant: Date, now: Date = new Date()): string | null {
  if (!isFutureSessionTime(instant, now)) return BOOKING_MESSAGES.pastTime;
  if (instant.getTime() > bookingHorizon(now).getTime()) return BOOKING_MESSAGES.farTime;
  return null;
}

/** The lengths the form takes, in minutes. */
export const SESSION_LENGTH_MINUTES = { min: 15, max: 12 * 60 } as const;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  half: 0.5,
};
const AMOUNT = String.raw`(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half an?|half)`;
const HOURS = new RegExp(String.raw`\b${AMOUNT}\s*-?\s*(?:hours?|hrs?|h)(?![a-z])(\s*(?:and\s*)?a half\b)?`, 'i');
/** Minutes right after the hours: "1h30", "1 hour 30 minutes", "2 hours and 15 mins". */
const AND_MINUTES = /^\s*(?:and\s*)?(\d{1,2})\s*(minutes?|mins?|m)?(?![\w:])(\s*[ap]\.?m\b)?/i;

function amount(word: string): number {
  const key = word.toLowerCase().replace(/^half an?$/, 'half');
  return NUMBER_WORDS[key] ?? Number(key);
}

/**
 * A session length as people type it ("1 hour", "90 minutes", "1.5 hrs", "an hour and a half",
 * "1h30", "1 hour 30 minutes") in minutes, or null when the text names none.
 */
export function sessionLengthMinutes(text: string): number | null {
  const t = text.trim().toLowerCase();
  const hours = HOURS.exec(t);
  if (hours) {
    let minutes = amount(hours[1]!) * 60 + (hours[2] ? 30 : 0);
    const rest = AND_MINUTES.exec(t.slice(hours.index + hours[0].length));
    // "2 hours 7pm" names a time of day, not minutes.
    if (rest && !rest[3]) minutes += Number(rest[1]);
    return Math.round(minutes);
  }
  const minutes = /\b(\d+)\s*(?:minutes?|mins?|m)\b/.exec(t);
  if (minutes) return Number(minutes[1]);
  if (/\bhalf an? hour\b/.test(t)) return 30;
  return null;
}

/** A length the form takes: it reads as one, from 15 minutes to 12 hours. */
export function isOfferedSessionLength(text: string): boolean {
  const minutes = sessionLengthMinutes(text);
  return minutes !== null && minutes >= SESSION_LENGTH_MINUTES.min && minutes <= SESSION_LENGTH_MINUTES.max;
}

const optionalText = z.string().trim().max(BOOKING_TEXT_MAX, TOO_LONG).optional().default('');
const requiredText = (message: string) => z.string({ message }).trim().min(1, message).max(BOOKING_TEXT_MAX, TOO_LONG);

const bookingFields = {
  session_location: optionalText,
  session_length: requiredText(BOOKING_MESSAGES.fieldRequired).refine(
    // An empty one has the required message alone.
    (text) => text === '' || isOfferedSessionLength(text),
    BOOKING_MESSAGES.sessionLength,
  ),
  desired_session_type: requiredText(BOOKING_MESSAGES.fieldRequired),
  things_to_not_include: optionalText,
  requested_attire: optionalText,
  details_questions: optionalText,
  details_notes: optionalText,
  services_interests: z.boolean().optional().default(false),
};

/** The form: `time` is the datetime-local value, the wall clock of the city where she is then. */
export const BookingRequestSchema = z.object({
  time: z.string({ message: BOOKING_MESSAGES.required }).trim().min(1, BOOKING_MESSAGES.required),
  ...bookingFields,
});

/**
 * The form's schema with the time rule (sessionTimeIssue: not gone, not over a year ahead): `zoneOn(wallTime)` is the zone of the city where she is
 * on that day (her travel's, else home), so the form refuses what the server would.
 */
export function bookingRequestSchemaIn(zoneOn: (wallTime: WallTime) => string) {
  return BookingRequestSchema.superRefine((values, ctx) => {
    const instant = wallTimeToInstant(values.time, zoneOn(values.time));
    const issue = instant && sessionTimeIssue(instant);
    if (issue) ctx.addIssue({ code: 'custom', path: ['time'], message: issue });
  });
}

export type BookingRequestInput = z.input<typeof BookingRequestSchema>;
export type BookingRequestValues = z.output<typeof BookingRequestSchema>;

/**
 * When a session is asked for: an instant (an API client's ISO 8601 time with its offset), or the
 * wall-clock time the form sends (2026-12-04T19:00, no offset), read by the server on the clock of
 * the city where she is that day (decision 026), never on the guy's browser clock.
 */
export type SessionTime = { instant: Date; wallTime?: undefined } | { wallTime: WallTime; instant?: undefined };

const ISO_WITH_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** POST /book_girl body (spec §7); the form's time is sent as date_time_available (its wall time). */
export const BookGirlBodySchema = z.object({
  girl_id: recordIdSchema(BOOKING_MESSAGES.required),
  date_time_available: z
    .string({ message: BOOKING_MESSAGES.required })
    .trim()
    .min(1, BOOKING_MESSAGES.required)
    .refine(
      (value) => isWallTime(value) || (ISO_WITH_OFFSET.test(value) && !Number.isNaN(Date.parse(value))),
      BOOKING_MESSAGES.invalidTime,
    )
    .transform((value): SessionTime => (isWallTime(value) ? { wallTime: value } : { instant: new Date(value) }))
    // A wall time's instant is known once her place is: the service checks it there.
    .superRefine((time, ctx) => {
      const issue = time.instant && sessionTimeIssue(time.instant);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    }),
  ...bookingFields,
});

export type BookGirlBody = z.input<typeof BookGirlBodySchema>;
export type BookGirlValues = z.output<typeof BookGirlBodySchema>;

/** The form's values as the POST body: the time goes as typed, a wall time of her city. */
export function toBookGirlBody(values: BookingRequestValues, girlId: number): BookGirlBody {
  const { time, ...rest } = values;
  return { ...rest, girl_id: girlId, date_time_available: time };
}

/** PATCH /api/v1/bookings/{id}: a party sets its own status (spec §4 "Booking lifecycle"). */
export const BookingStatusSchema = z.object({
  status: z.enum(['complete', 'deleted'], { message: 'Invalid value' }),
});
export type BookingStatusValues = z.output<typeof BookingStatusSchema>;
