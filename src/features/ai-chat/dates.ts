// Dates and durations in chat messages, read with chrono-node (no home-made date regexes).
// `offsetMinutes` is the guy's UTC offset (e.g. -300 for New York in winter), sent by his browser,
// so "Friday at 3pm" means 3 pm where he is.
import * as chrono from 'chrono-node';

export interface DateContext {
  now: Date;
  /** Minutes east of UTC. */
  offsetMinutes: number;
  /** His IANA zone when his browser sent one (DST-exact); offsetMinutes otherwise. */
  timeZone?: string;
}

export interface DateRange {
  /** yyyy-MM-dd, inclusive */
  start: string;
  end: string;
  /** The words that named the range, e.g. "January". */
  text: string;
}

function reference(ctx: DateContext): chrono.ParsingReference {
  return { instant: ctx.now, timezone: ctx.offsetMinutes };
}

/** The local calendar day (yyyy-MM-dd) of an instant at the given offset. */
export function localDay(instant: Date, offsetMinutes: number): string {
  return new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function endOfMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** A date and time for a session ("next Friday at 3pm", "Jan 12 7pm"), in the future; null if none. */
export function parseSessionTime(text: string, ctx: DateContext): Date | null {
  // "in 2 hours" is a time, but "2 hours" alone is a session length ("2 hours of MMA on Friday").
  const result = chrono
    .parse(text, reference(ctx), { forwardDate: true })
    .find((r) => parseDurationMinutes(r.text, ctx.now) === null || /^in\b/i.test(r.text.trim()));
  return result ? result.start.date() : null;
}

/**
 * The days a question is about: a month ("in January" → the whole month), a day, a weekend or an
 * explicit range ("Jan 3 to Jan 9"). Null when the text names no date.
 */
export function parseDateRange(text: string, ctx: DateContext): DateRange | null {
  const [result] = chrono.parse(text, reference(ctx), { forwardDate: true });
  if (!result) return null;
  const start = localDay(result.start.date(), ctx.offsetMinutes);
  if (result.end) return { start, end: localDay(result.end.date(), ctx.offsetMinutes), text: result.text };
  if (/weekend/i.test(result.text)) return { start, end: addDays(start, 1), text: result.text };
  const day = result.start.isCertain('day') || result.start.isCertain('weekday');
  if (day) return { start, end: start, text: result.text };
  if (/week/i.test(result.text)) return { start, end: addDays(start, 6), text: result.text };
  if (result.start.isCertain('month') || /month/i.test(result.text)) {
    const first = `${start.slice(0, 8)}01`;
    return { start: first, end: endOfMonth(first), text: result.text };
  }
  if (result.start.isCertain('year'))
    return { start: `${start.slice(0, 4)}-01-01`, end: `${start.slice(0, 4)}-12-31`, text: result.text };
  return { start, end: start, text: result.text };
}

/**
 * A session length in minutes ("90 minutes", "an hour and a half", "2 hours"): chrono reads the
 * words as a time "in …" from now, and the difference is the length. Null when none is given.
 */
export function parseDurationMinutes(text: string, now: Date = new Date()): number | null {
  const match =
    /(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|half an?)\s*(?:-\s*)?(hours?|hrs?|h|minutes?|mins?|m)\b(?:\s*(?:and\s*)?(?:a half|\d+\s*(?:minutes?|mins?)))?/i.exec(
      text,
    );
  if (!match) return null;
  const phrase = match[0]
    .replace(/\ba half\b/i, '30 minutes')
    .replace(/\b(hrs?|h)\b/i, 'hours')
    .replace(/\b(mins?|m)\b/i, 'minutes');
  const when = chrono.parseDate(`in ${phrase}`, now);
  if (!when) return null;
  const minutes = Math.round((when.getTime() - now.getTime()) / 60_000);
  return minutes > 0 && minutes <= 24 * 60 ? minutes : null;
}

/** 90 → "1 hour 30 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (rest) parts.push(`${rest} minute${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/** Do two inclusive yyyy-MM-dd ranges overlap? */
export function overlaps(a: { start: string; end: string }, b: { start: string; end: string }): boolean {
  return a.start <= b.end && b.start <= a.end;
}
