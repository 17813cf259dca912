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

const optionalText = z.string().trim().max(BOOKING_TEXT_MAX, TOO_LONG).optional().default('');
const requiredText = (message: string) => z.string({ message }).trim().min(1, message).max(BOOKING_TEXT_MAX, TOO_LONG);

const bookingFields = {
  session_location: optionalText,
  session_length: requiredText(BOOKING_MESSAGES.fieldRequired),
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
 * The form's schema with the past check: `zoneOn(wallTime)` is the zone of the city where she is
 * on that day (her travel's, else home), so the form refuses what the server would.
 */
export function bookingRequestSchemaIn(zoneOn: (wallTime: WallTime) => string) {
  return BookingRequestSchema.superRefine((values, ctx) => {
    const instant = wallTimeToInstant(values.time, zoneOn(values.time));
    if (instant && !isFutureSessionTime(instant)) {
      ctx.addIssue({ code: 'custom', path: ['time'], message: BOOKING_MESSAGES.pastTime });
    }
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
    .refine((time) => !time.instant || isFutureSessionTime(time.instant), BOOKING_MESSAGES.pastTime),
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
