import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  BookGirlBodySchema,
  bookingRequestSchemaIn,
  BookingRequestSchema,
  BookingStatusSchema,
  TOO_LONG,
  isFutureSessionTime,
  toBookGirlBody,
} from './schema';

const valid = { time: '2031-05-06T14:30', session_length: '1 hour', desired_session_type: 'Submission wrestling' };

function errors(input: unknown) {
  const result = BookingRequestSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('BookingRequestSchema', () => {
  it('requires time, session length and session type with the spec messages', () => {
    expect(errors({ time: '', session_length: '', desired_session_type: '' })).toEqual({
      time: 'Required',
      session_length: 'This field is required',
      desired_session_type: 'This field is required',
    });
  });

  it('limits every booking text to 500 characters with the spec message', () => {
    expect(TOO_LONG).toBe('Too long (max characters: 500)');
    const long = 'x'.repeat(501);
    expect(errors({ ...valid, desired_session_type: long })).toEqual({ desired_session_type: TOO_LONG });
    expect(errors({ ...valid, things_to_not_include: long })).toEqual({ things_to_not_include: TOO_LONG });
    expect(errors({ ...valid, details_notes: long, requested_attire: long })).toEqual({
      details_notes: TOO_LONG,
      requested_attire: TOO_LONG,
    });
    expect(errors({ ...valid, desired_session_type: 'x'.repeat(500) })).toEqual({});
  });

  it('keeps the other fields optional', () => {
    expect(BookingRequestSchema.parse(valid)).toMatchObject({
      session_location: '',
      details_questions: '',
      services_interests: false,
    });
  });
});

describe('POST /book_girl body', () => {
  it('sends time as date_time_available and parses it back', () => {
    const body = toBookGirlBody(BookingRequestSchema.parse(valid), 12);
    expect(body.girl_id).toBe(12);
    expect(body).not.toHaveProperty('time');
    // The wall time goes as typed: the server reads it on her city's clock, not the browser's.
    expect(body.date_time_available).toBe(valid.time);
    expect(BookGirlBodySchema.parse(body).date_time_available).toEqual({ wallTime: valid.time });
  });

  it('takes an instant with its offset from an API client, and refuses a bare date', () => {
    const base = { girl_id: 3, session_length: '1h', desired_session_type: 'y' };
    const parsed = BookGirlBodySchema.parse({ ...base, date_time_available: '2099-12-04T19:00:00-06:00' });
    expect(parsed.date_time_available.instant?.toISOString()).toBe('2099-12-05T01:00:00.000Z');
    expect(BookGirlBodySchema.safeParse({ ...base, date_time_available: '2099-12-04' }).success).toBe(false);
  });

  it('the form refuses a past wall time on her city clock with the server message', () => {
    const schema = bookingRequestSchemaIn(() => 'America/Chicago');
    const past = schema.safeParse({ ...valid, time: '2020-03-03T17:00' });
    expect(past.success ? [] : past.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['time', BOOKING_MESSAGES.pastTime],
    ]);
    expect(schema.safeParse({ ...valid, time: '2099-03-03T17:00' }).success).toBe(true);
  });

  it('refuses a missing girl, a bad date and an over-long text', () => {
    const result = BookGirlBodySchema.safeParse({
      girl_id: 'x',
      date_time_available: 'not a date',
      session_length: '1h',
      desired_session_type: 'y'.repeat(501),
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['girl_id', 'date_time_available', 'desired_session_type']));
  });

  it('statuses are complete or deleted only', () => {
    expect(BookingStatusSchema.safeParse({ status: 'pending' }).success).toBe(false);
    expect(BookingStatusSchema.parse({ status: 'complete' })).toEqual({ status: 'complete' });
    expect(BOOKING_MESSAGES.sentPanel).toBe('Successfully sent booking request.');
  });
});

describe('no bookings in the past', () => {
  const body = { girl_id: 7, session_length: '1 hour', desired_session_type: 'Submission wrestling' };

  it('refuses a time already gone with the field message, and takes one still to come', () => {
    const past = BookGirlBodySchema.safeParse({ ...body, date_time_available: '2020-03-03T17:00:00Z' });
    expect(past.success ? [] : past.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['date_time_available', BOOKING_MESSAGES.pastTime],
    ]);
    expect(BOOKING_MESSAGES.pastTime).toBe('Select a date in the future.');
    const later = new Date(Date.now() + 60_000).toISOString();
    expect(BookGirlBodySchema.safeParse({ ...body, date_time_available: later }).success).toBe(true);
  });

  it('compares instants, so the zone a time is written in does not matter', () => {
    const now = new Date('2026-12-04T18:00:00Z');
    expect(isFutureSessionTime(new Date('2026-12-04T12:00:01-06:00'), now)).toBe(true);
    expect(isFutureSessionTime(new Date('2026-12-04T12:00:00-06:00'), now)).toBe(false);
  });
});
