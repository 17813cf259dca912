// Session times are shown on the wall clock where the session happens, with AM/PM and the zone's
// abbreviation, whatever zone server or browser runs in. Intl does the zone arithmetic.

/** As a datetime-local input gives it: 2026-12-04T19:00. */
export type WallTime = string;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

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
  // A cached page renders in UTC until the reader's zone is known; hydration must not pay for Intl
  // (decision 038).
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

/** Chicago in winter: -360. */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** GMT+1 where no abbreviation exists. */
export function timeZoneAbbreviation(instant: Date, timeZone: string): string {
  if (timeZone === 'UTC') return 'UTC';
  const part = formatter(timeZone, 'zone')
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "Fri 12-04-2026 7:00 PM CST"; '' for a missing or invalid instant. */
export function formatZonedDateTime(instant: Date | string | null | undefined, timeZone: string): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date, timeZone);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const meridiem = p.hour < 12 ? 'AM' : 'PM';
  return `${p.weekday} ${pad(p.month)}-${pad(p.day)}-${p.year} ${hour12}:${pad(p.minute)} ${meridiem} ${timeZoneAbbreviation(date, timeZone)}`;
}

export function zonedDay(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

export function toWallTime(instant: Date, timeZone: string): WallTime {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** Null for an impossible day. A skipped time (spring forward) reads as after the change; a repeated one as the first. */
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
  const before = timeZoneOffsetMinutes(new Date(asUtc - 86_400_000), timeZone);
  const after = timeZoneOffsetMinutes(new Date(asUtc + 86_400_000), timeZone);
  for (const offset of [before, after]) {
    const candidate = new Date(asUtc - offset * 60_000);
    if (toWallTime(candidate, timeZone) === `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`) {
      return candidate;
    }
  }
  return new Date(asUtc - Math.min(before, after) * 60_000);
}

/** Dated where it happened, not on the server's UTC day. */
export function formatZonedDate(instant: Date | string | null | undefined, timeZone: string): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date, timeZone);
  return `${pad(p.month)}-${pad(p.day)}-${p.year}`;
}

/** "9:00 PM your time" when his clock differs (the date too on another day), else ''. */
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

/** "Mon 01-04-2027 8:00 PM CST in Memphis, 9:00 PM your time". */
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
