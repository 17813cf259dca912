import { describe, expect, it } from 'vitest';
import {
  formatZonedDate,
  formatZonedDateTime,
  formatZonedDateTimeFor,
  isValidTimeZone,
  timeZoneAbbreviation,
  timeZoneOffsetMinutes,
  toWallTime,
  viewerTimeText,
  wallTimeToInstant,
  zonedDay,
} from './zoned-time';

describe('the unit project', () => {
  it('runs under a non-UTC zone (vitest.config.ts), so local-day bugs show', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBe(0);
  });
});

describe('formatZonedDateTime', () => {
  it('shows the wall clock where the session happens, with AM/PM and the abbreviation', () => {
    const instant = new Date('2026-12-05T01:00:00Z');
    expect(formatZonedDateTime(instant, 'America/Chicago')).toBe('Fri 12-04-2026 7:00 PM CST');
    expect(formatZonedDateTime(instant, 'America/New_York')).toBe('Fri 12-04-2026 8:00 PM EST');
    expect(formatZonedDateTime(instant, 'America/Los_Angeles')).toBe('Fri 12-04-2026 5:00 PM PST');
  });

  it('writes midnight and noon as 12, minutes with two digits', () => {
    expect(formatZonedDateTime(new Date('2026-06-01T05:05:00Z'), 'America/Chicago')).toBe(
      'Mon 06-01-2026 12:05 AM CDT',
    );
    expect(formatZonedDateTime(new Date('2026-06-01T17:30:00Z'), 'America/Chicago')).toBe(
      'Mon 06-01-2026 12:30 PM CDT',
    );
  });

  it('gives a GMT offset where the zone has no English abbreviation', () => {
    expect(formatZonedDateTime(new Date('2026-03-10T18:00:00Z'), 'Europe/Rome')).toBe('Tue 03-10-2026 7:00 PM GMT+1');
  });

  it('accepts ISO strings and answers "" for missing or invalid instants', () => {
    expect(formatZonedDateTime('2026-12-05T01:00:00.000Z', 'America/Chicago')).toBe('Fri 12-04-2026 7:00 PM CST');
    expect(formatZonedDateTime(null, 'America/Chicago')).toBe('');
    expect(formatZonedDateTime('not a date', 'America/Chicago')).toBe('');
  });

  it('walks the spring-forward and fall-back changes in Chicago', () => {
    // 2026-03-08: 2:00 AM CST becomes 3:00 AM CDT (08:00 UTC).
    expect(formatZonedDateTime(new Date('2026-03-08T07:59:00Z'), 'America/Chicago')).toBe('Sun 03-08-2026 1:59 AM CST');
    expect(formatZonedDateTime(new Date('2026-03-08T08:00:00Z'), 'America/Chicago')).toBe('Sun 03-08-2026 3:00 AM CDT');
    // 2026-11-01: 2:00 AM CDT becomes 1:00 AM CST (07:00 UTC); 1:30 happens twice.
    expect(formatZonedDateTime(new Date('2026-11-01T06:30:00Z'), 'America/Chicago')).toBe('Sun 11-01-2026 1:30 AM CDT');
    expect(formatZonedDateTime(new Date('2026-11-01T07:30:00Z'), 'America/Chicago')).toBe('Sun 11-01-2026 1:30 AM CST');
  });
});

describe('wallTimeToInstant', () => {
  it('reads a datetime-local value on the zone’s clock', () => {
    expect(wallTimeToInstant('2026-12-04T19:00', 'America/Chicago')?.toISOString()).toBe('2026-12-05T01:00:00.000Z');
    expect(wallTimeToInstant('2026-07-04T19:00', 'America/Chicago')?.toISOString()).toBe('2026-07-05T00:00:00.000Z');
    expect(wallTimeToInstant('2026-07-04T19:00:30', 'Asia/Kolkata')?.toISOString()).toBe('2026-07-04T13:30:30.000Z');
  });

  it('moves a time skipped by spring forward past the change, and takes the first of a repeated one', () => {
    expect(wallTimeToInstant('2026-03-08T02:30', 'America/Chicago')?.toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(wallTimeToInstant('2026-11-01T01:30', 'America/Chicago')?.toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });

  it('refuses what is not a wall time or names an impossible day', () => {
    for (const text of [
      '',
      'tomorrow',
      '2026-02-30T10:00',
      '2026-12-04T24:00',
      '2026-12-04 19:00',
      '2026-12-04T19:60',
    ]) {
      expect(wallTimeToInstant(text, 'America/Chicago')).toBeNull();
    }
  });

  it('round-trips with toWallTime every hour across both changes', () => {
    for (let t = Date.parse('2026-03-07T00:00:00Z'); t < Date.parse('2026-03-10T00:00:00Z'); t += 3_600_000) {
      const wall = toWallTime(new Date(t), 'America/Chicago');
      expect(toWallTime(wallTimeToInstant(wall, 'America/Chicago')!, 'America/Chicago')).toBe(wall);
    }
    for (let t = Date.parse('2026-10-31T00:00:00Z'); t < Date.parse('2026-11-03T00:00:00Z'); t += 3_600_000) {
      const wall = toWallTime(new Date(t), 'Europe/London');
      expect(toWallTime(wallTimeToInstant(wall, 'Europe/London')!, 'Europe/London')).toBe(wall);
    }
  });
});

describe('zone helpers', () => {
  it('knows the offset, the abbreviation and the local day', () => {
    expect(timeZoneOffsetMinutes(new Date('2026-12-05T01:00:00Z'), 'America/Chicago')).toBe(-360);
    expect(timeZoneOffsetMinutes(new Date('2026-07-05T01:00:00Z'), 'America/Chicago')).toBe(-300);
    expect(timeZoneOffsetMinutes(new Date('2026-07-05T01:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(timeZoneAbbreviation(new Date('2026-07-05T01:00:00Z'), 'America/New_York')).toBe('EDT');
    expect(zonedDay(new Date('2026-12-05T01:00:00Z'), 'America/Chicago')).toBe('2026-12-04');
    expect(zonedDay(new Date('2026-12-05T01:00:00Z'), 'Europe/Rome')).toBe('2026-12-05');
  });

  it('validates zone names', () => {
    expect(isValidTimeZone('America/Chicago')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('formatZonedDate', () => {
  it('dates an instant on the zone’s calendar, not the runtime’s', () => {
    // 04:30 UTC on 5 December is still 4 December in Chicago and already 5 December in Adelaide.
    const instant = new Date('2026-12-05T04:30:00Z');
    expect(formatZonedDate(instant, 'America/Chicago')).toBe('12-04-2026');
    expect(formatZonedDate(instant, 'Australia/Adelaide')).toBe('12-05-2026');
    expect(formatZonedDate(instant.toISOString(), 'UTC')).toBe('12-05-2026');
  });

  it('is empty for a missing or invalid instant', () => {
    expect(formatZonedDate(null, 'UTC')).toBe('');
    expect(formatZonedDate('nope', 'UTC')).toBe('');
  });
});

describe('formatZonedDateTimeFor', () => {
  const instant = new Date('2027-01-05T02:00:00Z');
  it('adds the viewer’s own clock when it reads differently, and the session city', () => {
    expect(formatZonedDateTimeFor(instant, 'America/Chicago', 'America/New_York', 'Memphis')).toBe(
      'Mon 01-04-2027 8:00 PM CST in Memphis, 9:00 PM your time',
    );
    expect(formatZonedDateTimeFor(instant, 'America/Chicago', 'Australia/Adelaide', 'Memphis')).toBe(
      'Mon 01-04-2027 8:00 PM CST in Memphis, Tue 01-05-2027 12:30 PM your time',
    );
  });

  it('is the session’s text alone when both clocks agree or his zone is unknown', () => {
    const alone = 'Mon 01-04-2027 8:00 PM CST';
    expect(formatZonedDateTimeFor(instant, 'America/Chicago', 'America/Chicago', 'Memphis')).toBe(alone);
    expect(formatZonedDateTimeFor(instant, 'America/Chicago', 'America/Winnipeg', 'Memphis')).toBe(alone);
    expect(formatZonedDateTimeFor(instant, 'America/Chicago', undefined, 'Memphis')).toBe(alone);
    expect(formatZonedDateTimeFor(instant, 'America/Chicago', 'Not/AZone', 'Memphis')).toBe(alone);
    expect(formatZonedDateTimeFor('', 'America/Chicago', 'America/New_York')).toBe('');
  });

  it('compares the clocks at the session’s instant, across a DST change', () => {
    // Phoenix keeps MST: same clock as Denver in winter, an hour apart in summer.
    const winter = new Date('2027-01-10T19:00:00Z');
    const summer = new Date('2027-07-10T19:00:00Z');
    expect(viewerTimeText(winter, 'America/Denver', 'America/Phoenix')).toBe('');
    expect(viewerTimeText(summer, 'America/Denver', 'America/Phoenix')).toBe('12:00 PM your time');
  });
});

describe('UTC without Intl', () => {
  it('reads UTC from the date itself exactly as Intl reads Etc/UTC', () => {
    for (const iso of [
      '2026-01-04T00:00:00Z',
      '2026-03-08T12:30:45Z',
      '2026-11-25T23:59:59Z',
      '2028-02-29T07:05:00Z',
    ]) {
      const instant = new Date(iso);
      expect(formatZonedDateTime(instant, 'UTC'), iso).toBe(formatZonedDateTime(instant, 'Etc/UTC'));
      expect(zonedDay(instant, 'UTC'), iso).toBe(zonedDay(instant, 'Etc/UTC'));
    }
  });
});
