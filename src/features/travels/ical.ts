import { profileHref } from '@/features/girls/profile-href';
import { usStateName } from '@/lib/enums/us-states';
import type { TravelDto } from './schema';

// RFC 5545 iCalendar feed of a girl's travels, so fans can subscribe in any calendar app.
// Pure: the route handler loads the travels and passes `now` (DTSTAMP) and the site's host.

const CRLF = '\r\n';

/** TEXT value escaping (RFC 5545 §3.3.11): backslash first, then ; , and newlines. */
export function escapeIcalText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1, splitting on code points so a UTF-8 character is never cut. */
export function foldIcalLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space counts
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** yyyy-MM-dd → yyyyMMdd (DATE value). */
function icalDate(isoDay: string): string {
  return isoDay.replace(/-/g, '');
}

/** The day after (DTEND of an all-day event is exclusive). */
function nextDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function icalTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface TravelCalendarInput {
  stageName: string;
  travels: readonly TravelDto[];
  /** DTSTAMP of every event. */
  now: Date;
  /** e.g. 'matside.example', for globally unique UIDs. */
  host: string;
  /** Link to her profile (absolute, on APP_URL), added to each event. */
  profileUrl?: string;
  /** The feed's own address (absolute), so a calendar that imported a copy knows where to refresh. */
  feedUrl?: string;
}

/** How often a subscribed calendar should fetch the feed again (RFC 7986 §5.7; Outlook's X-PUBLISHED-TTL). */
export const CALENDAR_REFRESH = 'PT6H';

/** Her travels feed's path (GET /profile/{stageName}/travels.ics answers it for a public girl). */
export function travelCalendarPath(stageName: string): string {
  return `${profileHref(stageName)}/travels.ics`;
}

export function travelLocation(travel: Pick<TravelDto, 'city' | 'state' | 'country'>): string {
  return [travel.city, usStateName(travel.state), travel.country].filter(Boolean).join(', ');
}

/** The whole VCALENDAR text, CRLF line endings, folded lines. */
export function buildTravelCalendar({
  stageName,
  travels,
  now,
  host,
  profileUrl,
  feedUrl,
}: TravelCalendarInput): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Matside//Travels//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcalText(`${stageName} – travels`)}`,
    `NAME:${escapeIcalText(`${stageName} – travels`)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${CALENDAR_REFRESH}`,
    `X-PUBLISHED-TTL:${CALENDAR_REFRESH}`,
  ];
  if (feedUrl) lines.push(`SOURCE;VALUE=URI:${feedUrl}`);
  for (const travel of travels) {
    const location = travelLocation(travel);
    lines.push(
      'BEGIN:VEVENT',
      `UID:travel-${travel.id}@${host}`,
      `DTSTAMP:${icalTimestamp(now)}`,
      `DTSTART;VALUE=DATE:${icalDate(travel.dateBegins)}`,
      `DTEND;VALUE=DATE:${icalDate(nextDay(travel.dateEnds))}`,
      `SUMMARY:${escapeIcalText(`${stageName} in ${travel.city}`)}`,
      `LOCATION:${escapeIcalText(location)}`,
      'TRANSP:TRANSPARENT',
    );
    if (profileUrl) lines.push(`URL:${profileUrl}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcalLine).join(CRLF) + CRLF;
}
