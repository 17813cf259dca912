// Times of sessions, shown and read where the session happens (architecture: "Time").
// A booking, a travel or a chat booking stores an instant (timestamptz) plus the IANA zone of its
// city; people always see that zone's wall clock with AM/PM and the zone's abbreviation, whatever
// zone the server or the browser runs in. Intl does the zone arithmetic (DST included): nothing
// here adds offsets by hand except to turn a wall-clock time into an instant.

/** A wall-clock date and time without a zone, as a datetime-local input gives it: 2026-12-04T19:00. */
export type WallTime = string;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** True for a wall time without a zone or offset (what a datetime-local input gives). */
export function isWallTime(text: string): boolean {
  return WALL_TIME.test(text.trim());
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, kind: 'parts' | 'zone'): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached =
      kind === 'parts'
        ? new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            weekday: 'short',
          })
        : new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    formatters.set(key, cached);
  }
  return cached;
}

/** True when the runtime knows the IANA zone name ("America/Chicago"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    formatter(timeZone, 'parts');
    return true;
  } catch {
    return false;
  }
}

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: string;
}

const UTC_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function zonedParts(instant: Date, timeZone: string): ZonedParts {
  // UTC needs no zone data: a cached public page renders in UTC until the reader's zone is known,
  // and its hydration must not pay a page's first Intl call (decision 038).
  if (timeZone === 'UTC') {
    return {
      year: instant.getUTCFullYear(),
      month: instant.getUTCMonth() + 1,
      day: instant.getUTCDate(),
      hour: instant.getUTCHours(),
      minute: instant.getUTCMinutes(),
      second: instant.getUTCSeconds(),
      weekday: UTC_WEEKDAYS[instant.getUTCDay()]!,
    };
  }
  const parts = Object.fromEntries(
    formatter(timeZone, 'parts')
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: String(parts.weekday),
  };
}

/** Minutes the zone's clock is ahead of UTC at that instant (Chicago in winter: -360). */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The zone's short name at that instant: CST or CDT, EST, GMT+1 where no abbreviation exists. */
export function timeZoneAbbreviation(instant: Date, timeZone: string): string {
  if (timeZone === 'UTC') return 'UTC';
  const part = formatter(timeZone, 'zone')
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The one way a session time is shown to people: "Fri 12-04-2026 7:00 PM CST", the wall clock
 * where the session happens (spec §9 dates are MM-DD-YYYY). '' for a missing or invalid instant.
 */
export function formatZonedDateTime(instant: Date | string | null | undefined, timeZone: string): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date, timeZone);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const meridiem = p.hour < 12 ? 'AM' : 'PM';
  return `${p.weekday} ${pad(p.month)}-${pad(p.day)}-${p.year} ${hour12}:${pad(p.minute)} ${meridiem} ${timeZoneAbbreviation(date, timeZone)}`;
}

/** The calendar day (yyyy-MM-dd) of an instant on the zone's wall clock. */
export function zonedDay(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The zone's wall clock at an instant, as a datetime-local value (2026-12-04T19:00). */
export function toWallTime(instant: Date, timeZone: string): WallTime {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The instant at which the zone's clock shows the wall time, or null when the text is not a wall
 * time or names an impossible day. A time skipped by a spring-forward change (2:30 AM) is read
 * as the same clock reading after the change (3:30 AM); a repeated one (fall back) as the first.
 */
export function wallTimeToInstant(wallTime: WallTime, timeZone: string): Date | null {
  const match = WALL_TIME.exec(wallTime.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // Two offsets around the wanted reading: the earlier one wins where both fit (fall back).
  const before = timeZoneOffsetMinutes(new Date(asUtc - 86_400_000), timeZone);
  const after = timeZoneOffsetMinutes(new Date(asUtc + 86_400_000), timeZone);
  for (const offset of [before, after]) {
    const candidate = new Date(asUtc - offset * 60_000);
    if (toWallTime(candidate, timeZone) === `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`) {
      return candidate;
    }
  }
  // In a spring-forward gap no instant shows that reading: keep the clock reading, after the change.
  return new Date(asUtc - Math.min(before, after) * 60_000);
}

/**
 * The calendar day of an instant on the zone's wall clock, as people read dates (MM-DD-YYYY):
 * a post written at 11 PM in Chicago is dated that day, not the next day of the server's UTC.
 */
export function formatZonedDate(instant: Date | string | null | undefined, timeZone: string): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date, timeZone);
  return `${pad(p.month)}-${pad(p.day)}-${p.year}`;
}

/**
 * The viewer's own clock for a session time when his zone's clock differs from the session's at
 * that instant: "9:00 PM your time" (the date too when it is another day there), else ''.
 */
export function viewerTimeText(
  instant: Date | string | null | undefined,
  sessionZone: string,
  viewerZone: string | null | undefined,
): string {
  if (instant === null || instant === undefined || instant === '' || !viewerZone) return '';
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime()) || !isValidTimeZone(viewerZone)) return '';
  if (timeZoneOffsetMinutes(date, viewerZone) === timeZoneOffsetMinutes(date, sessionZone)) return '';
  const p = zonedParts(date, viewerZone);
  const clock = `${p.hour % 12 === 0 ? 12 : p.hour % 12}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
  const sameDay = zonedDay(date, sessionZone) === zonedDay(date, viewerZone);
  return `${sameDay ? clock : `${p.weekday} ${pad(p.month)}-${pad(p.day)}-${p.year} ${clock}`} your time`;
}

/**
 * A session time for a viewer whose zone may differ: "Mon 01-04-2027 8:00 PM CST in Memphis,
 * 9:00 PM your time"; just formatZonedDateTime's text when both clocks read the same.
 */
export function formatZonedDateTimeFor(
  instant: Date | string | null | undefined,
  sessionZone: string,
  viewerZone: string | null | undefined,
  city?: string | null,
): string {
  const session = formatZonedDateTime(instant, sessionZone);
  const yours = session ? viewerTimeText(instant, sessionZone, viewerZone) : '';
  if (!yours) return session;
  return `${session}${city?.trim() ? ` in ${city.trim()}` : ''}, ${yours}`;
}
