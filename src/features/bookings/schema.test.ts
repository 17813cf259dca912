import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  BookGirlBodySchema,
  bookingRequestSchemaIn,
  BookingRequestSchema,
  BookingStatusSchema,
  TOO_LONG,
  isFutureSessionTime,
  isOfferedSessionLength,
  sessionLengthMinutes,
  sessionTimeIssue,
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

  it('takes blanks for nothing, and a missing field gets its field message', () => {
    expect(errors({ time: '  ', session_length: '  ', desired_session_type: ' ' })).toEqual({
      time: 'Required',
      session_length: 'This field is required',
      desired_session_type: 'This field is required',
    });
    expect(errors({})).toEqual({
      time: 'Required',
      session_length: 'This field is required',
      desired_session_type: 'This field is required',
    });
    expect(BookingRequestSchema.parse({ ...valid, requested_attire: '  a black singlet ' }).requested_attire).toBe(
      'a black singlet',
    );
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
    const soon = `${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}T19:00:00-06:00`;
    const parsed = BookGirlBodySchema.parse({ ...base, date_time_available: soon });
    expect(parsed.date_time_available.instant?.toISOString()).toBe(new Date(soon).toISOString());
    expect(BookGirlBodySchema.safeParse({ ...base, date_time_available: soon.slice(0, 10) }).success).toBe(false);
    // An offset written without its colon is an instant too.
    const compact = BookGirlBodySchema.parse({ ...base, date_time_available: soon.replace('-06:00', '-0600') });
    expect(compact.date_time_available.instant?.toISOString()).toBe(new Date(soon).toISOString());
    const missing = BookGirlBodySchema.safeParse({ ...base });
    expect(missing.success ? [] : missing.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['date_time_available', BOOKING_MESSAGES.required],
    ]);
  });

  it('the form refuses a past wall time on her city clock with the server message', () => {
    const schema = bookingRequestSchemaIn(() => 'America/Chicago');
    const past = schema.safeParse({ ...valid, time: '2020-03-03T17:00' });
    expect(past.success ? [] : past.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['time', BOOKING_MESSAGES.pastTime],
    ]);
    const soon = `${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}T17:00`;
    expect(schema.safeParse({ ...valid, time: soon }).success).toBe(true);
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

describe('the one time and length rule of the form, POST /book_girl and the chat', () => {
  const body = { girl_id: 7, session_length: '1 hour', desired_session_type: 'Submission wrestling' };
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]);

  it('refuses a date more than a year ahead with a field message, in the form and the API', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    expect(sessionTimeIssue(new Date('2027-11-23T14:59:00Z'), now)).toBeNull();
    expect(sessionTimeIssue(new Date('2027-11-23T15:00:00Z'), now)).toBeNull();
    expect(sessionTimeIssue(new Date('2027-11-23T15:01:00Z'), now)).toBe(BOOKING_MESSAGES.farTime);
    expect(sessionTimeIssue(new Date('2026-11-23T15:00:00Z'), now)).toBe(BOOKING_MESSAGES.pastTime);
    expect(BOOKING_MESSAGES.farTime).toBe('Select a date within a year.');
    const far = `${new Date().getUTCFullYear() + 5}-12-02T18:00`;
    expect(issues(BookGirlBodySchema.safeParse({ ...body, date_time_available: `${far}:00Z` }))).toEqual([
      ['date_time_available', BOOKING_MESSAGES.farTime],
    ]);
    const form = bookingRequestSchemaIn(() => 'America/Chicago');
    expect(issues(form.safeParse({ ...valid, time: far }))).toEqual([['time', BOOKING_MESSAGES.farTime]]);
  });

  it('takes the lengths people type and refuses one the form does not take ("30 hours")', () => {
    for (const [text, minutes] of [
      ['1 hour', 60],
      ['90 minutes', 90],
      ['1.5 hrs', 90],
      ['an hour and a half', 90],
      ['1h30', 90],
      ['1 hour 30 minutes', 90],
      ['half an hour', 30],
      ['2 hours and 15 mins', 135],
      ['2 hours on Dec 4', 120],
      ['2 hours 7pm', 120],
      ['2 hours 7 pm', 120],
      ['2 hours 7 p.m.', 120],
      ['2 hours 7:30pm', 120],
      ['90min', 90],
      ['45 min', 45],
      ['30 minute session', 30],
    ] as const) {
      expect(sessionLengthMinutes(text), text).toBe(minutes);
    }
    expect(sessionLengthMinutes('soon')).toBeNull();
    for (const bad of ['30 hours', '5 minutes', 'whenever']) {
      expect(errors({ ...valid, session_length: bad }), bad).toEqual({
        session_length: BOOKING_MESSAGES.sessionLength,
      });
      expect(
        issues(BookGirlBodySchema.safeParse({ ...body, session_length: bad, date_time_available: valid.time })),
        bad,
      ).toEqual([['session_length', BOOKING_MESSAGES.sessionLength]]);
    }
    expect(isOfferedSessionLength('12 hours')).toBe(true);
    expect(isOfferedSessionLength('15 minutes')).toBe(true);
  });
});
