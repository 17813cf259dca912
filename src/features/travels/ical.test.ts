import { describe, expect, it } from 'vitest';
import { buildTravelCalendar, escapeIcalText, foldIcalLine } from './ical';

const travel = {
  id: 7,
  girlId: 1,
  city: 'Austin',
  state: 'TX',
  country: 'United States',
  dateBegins: '2031-03-04',
  dateEnds: '2031-03-06',
};

describe('escapeIcalText', () => {
  it('escapes backslash, semicolon, comma and newlines (RFC 5545 3.3.11)', () => {
    expect(escapeIcalText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldIcalLine', () => {
  it('keeps short lines and folds long ones at 75 octets with CRLF + space', () => {
    expect(foldIcalLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldIcalLine(`SUMMARY:${'x'.repeat(200)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    expect(Buffer.byteLength(parts[0]!)).toBe(75);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(' ')).toBe(true);
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    }
    expect(parts.join('').replace(/ /g, '')).toBe(`SUMMARY:${'x'.repeat(200)}`);
  });

  it('never splits a multi-byte character', () => {
    const folded = foldIcalLine(`SUMMARY:${'é'.repeat(80)}`);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
  });
});

describe('buildTravelCalendar', () => {
  const ics = buildTravelCalendar({
    stageName: 'Gina, "Slam"; Jr',
    travels: [travel],
    now: new Date('2030-01-02T03:04:05.678Z'),
    host: 'matside.test',
    profileUrl: 'https://matside.test/profile/Gina%20Slam',
    feedUrl: 'https://matside.test/profile/Gina%20Slam/travels.ics',
  });

  it('uses CRLF line endings only, and every line is at most 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('writes an all-day event with an exclusive DTEND, a stable UID and the full state name', () => {
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:travel-7@matside.test');
    expect(lines).toContain('DTSTAMP:20300102T030405Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20310304');
    expect(lines).toContain('DTEND;VALUE=DATE:20310307');
    expect(lines).toContain('LOCATION:Austin\\, Texas\\, United States');
    expect(lines).toContain('SUMMARY:Gina\\, "Slam"\\; Jr in Austin');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('asks subscribed calendars to refresh every six hours and names its own address', () => {
    const lines = ics.split('\r\n');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
    expect(lines).toContain('X-PUBLISHED-TTL:PT6H');
    expect(lines).toContain('SOURCE;VALUE=URI:https://matside.test/profile/Gina%20Slam/travels.ics');
    expect(lines).toContain('URL:https://matside.test/profile/Gina%20Slam');
    // Calendar properties come before the first event (RFC 5545 §3.4).
    expect(lines.indexOf('X-PUBLISHED-TTL:PT6H')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('rolls DTEND over month and year ends', () => {
    const out = buildTravelCalendar({
      stageName: 'A',
      travels: [{ ...travel, dateBegins: '2031-12-30', dateEnds: '2031-12-31' }],
      now: new Date(0),
      host: 'h',
    });
    expect(out).toContain('DTEND;VALUE=DATE:20320101');
  });

  it('cannot be broken by a city with a newline (no injected property)', () => {
    const out = buildTravelCalendar({
      stageName: 'A',
      travels: [{ ...travel, city: 'Austin\r\nATTENDEE:evil' }],
      now: new Date(0),
      host: 'h',
    });
    expect(out.split('\r\n').some((l) => l.startsWith('ATTENDEE'))).toBe(false);
  });
});
