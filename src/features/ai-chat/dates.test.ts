import { describe, expect, it } from 'vitest';
import { formatDuration, localDay, overlaps, parseDateRange, parseDurationMinutes, parseSessionTime } from './dates';

// Sunday 22 Nov 2026, 06:00 in New York (UTC-5).
const ctx = { now: new Date('2026-11-22T11:00:00Z'), offsetMinutes: -300 };

describe('parseSessionTime', () => {
  it('reads a day and time in his time zone, in the future', () => {
    expect(parseSessionTime('next Friday at 3pm', ctx)?.toISOString()).toBe('2026-11-27T20:00:00.000Z');
    expect(parseSessionTime('January 12 at 3pm', ctx)?.toISOString()).toBe('2027-01-12T20:00:00.000Z');
    expect(parseSessionTime('in 3 hours', ctx)?.toISOString()).toBe('2026-11-22T14:00:00.000Z');
  });
  it('is null for no date, and for a length that is not a time', () => {
    expect(parseSessionTime('whenever suits her', ctx)).toBeNull();
    expect(parseSessionTime('2 hours', ctx)).toBeNull();
  });
});

describe('parseDateRange', () => {
  it('turns a month into the whole month, a weekend into two days, a range into its days', () => {
    expect(parseDateRange('where will you be in January?', ctx)).toEqual({
      start: '2027-01-01',
      end: '2027-01-31',
      text: 'January',
    });
    expect(parseDateRange('next month', ctx)).toMatchObject({ start: '2026-12-01', end: '2026-12-31' });
    expect(parseDateRange('this weekend', ctx)).toMatchObject({ start: '2026-11-28', end: '2026-11-29' });
    expect(parseDateRange('from Jan 3 to Jan 9', ctx)).toMatchObject({ start: '2027-01-03', end: '2027-01-09' });
    expect(parseDateRange('on December 5', ctx)).toMatchObject({ start: '2026-12-05', end: '2026-12-05' });
    expect(parseDateRange('where are you next?', ctx)).toBeNull();
  });
});

describe('durations', () => {
  it('reads lengths in words and numbers', () => {
    expect(parseDurationMinutes('90 minutes')).toBe(90);
    expect(parseDurationMinutes('an hour and a half')).toBe(90);
    expect(parseDurationMinutes('2 hrs')).toBe(120);
    expect(parseDurationMinutes('1.5 hours')).toBe(90);
    expect(parseDurationMinutes('one hour please')).toBe(60);
    expect(parseDurationMinutes('as long as she likes')).toBeNull();
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(120)).toBe('2 hours');
    expect(formatDuration(45)).toBe('45 minutes');
  });
  it('days and overlaps', () => {
    expect(localDay(new Date('2026-11-22T03:00:00Z'), -300)).toBe('2026-11-21');
    expect(overlaps({ start: '2027-01-10', end: '2027-01-14' }, { start: '2027-01-01', end: '2027-01-31' })).toBe(true);
    expect(overlaps({ start: '2027-02-03', end: '2027-02-05' }, { start: '2027-01-01', end: '2027-01-31' })).toBe(
      false,
    );
  });
});
