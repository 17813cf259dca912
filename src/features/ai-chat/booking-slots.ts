// Typed parsers for the booking dialog's slots. Each reads only its own kind of value (a date and
// time, a length, a session type of the catalogue) and says "no" to anything else, so an answer
// never lands in a slot it was not meant for. Dates are read with chrono-node on the guy's clock.
import * as chrono from 'chrono-node';
import { isOfferedSessionLength, sessionLengthMinutes } from '@/features/bookings/schema';
import { timeZoneOffsetMinutes } from '@/lib/zoned-time';
import { parseDurationMinutes, formatDuration, type DateContext } from './dates';
import { findServices, normalizeText } from './services-match';

/** The parts of a session time a message gives: a day (yyyy-MM-dd) and/or a time of day (HH:mm), on his clock. */
export interface WhenParts {
  day: string | null;
  time: string | null;
  /** Set when only a weekday named the day ("friday"), 0 = Sunday: a correction reads it near the draft. */
  weekday?: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** His offset east of UTC at that instant: his zone when the browser sent one, else its offset. */
export function guyOffset(ctx: DateContext, at: Date = ctx.now): number {
  return ctx.timeZone ? timeZoneOffsetMinutes(at, ctx.timeZone) : ctx.offsetMinutes;
}

/** Today on his clock (yyyy-MM-dd). */
export function guyToday(ctx: DateContext): string {
  return new Date(ctx.now.getTime() + guyOffset(ctx) * 60_000).toISOString().slice(0, 10);
}

/**
 * The day and/or time of day a message names ("tomorrow" → a day, "8pm" → a time, "Friday at
 * 3pm" → both), or null when it names neither. "2 hours" is a length, not "in 2 hours".
 */
export function parseWhen(text: string, ctx: DateContext): WhenParts | null {
  const ref: chrono.ParsingReference = { instant: ctx.now, timezone: guyOffset(ctx) };
  // "last Friday" is the past: read backwards, so it is refused rather than moved to the coming one.
  const past = /\b(last|previous|past)\s+(mon|tue|wed|thu|fri|sat|sun|week|month|year|night)|\bago\b/i.test(text);
  const result = chrono
    .parse(text, ref, { forwardDate: !past })
    .find((r) => parseDurationMinutes(r.text, ctx.now) === null || /^in\b/i.test(r.text.trim()));
  if (!result) return dayOfMonth(text, guyToday(ctx));
  let c = result.start;
  if (!past && c.isCertain('month') && c.isCertain('day') && !c.isCertain('year')) {
    // "nov 20" a few days ago is the past, not next November.
    const back = chrono.parse(result.text, ref, { forwardDate: false })[0]?.start;
    const ago = back ? (ctx.now.getTime() - back.date().getTime()) / 86_400_000 : Infinity;
    if (back && ago > 0 && ago <= RECENT_DAYS) c = back;
  }
  const hasDay =
    c.isCertain('day') ||
    c.isCertain('weekday') ||
    /\b(today|tonight|tomorrow|yesterday|tmrw|tmr)\b/i.test(result.text) ||
    /^in\b/i.test(result.text.trim());
  const hasTime = c.isCertain('hour') || /\b(noon|midnight)\b/i.test(result.text);
  if (!hasDay && !hasTime) return dayOfMonth(text, guyToday(ctx));
  return {
    // "the 5th at 7pm": chrono reads the time alone, the ordinal names the day.
    day: hasDay
      ? `${c.get('year')}-${pad(c.get('month')!)}-${pad(c.get('day')!)}`
      : (dayOfMonth(text, guyToday(ctx))?.day ?? null),
    time: hasTime ? `${pad(c.get('hour') ?? 0)}:${pad(c.get('minute') ?? 0)}` : null,
    ...(c.isCertain('weekday') && !c.isCertain('day') ? { weekday: c.get('weekday')! } : {}),
  };
}

/** A month and day without a year this many days ago is read as gone, not as next year's. */
const RECENT_DAYS = 60;

const ORDINAL = /\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b/i;

/** "the 5th": that day of this month, or of the next when it has gone (from `from`, yyyy-MM-dd). */
function dayOfMonth(text: string, from: string): WhenParts | null {
  const match = ORDINAL.exec(text);
  const date = Number(match?.[1]);
  if (!match || date < 1 || date > 31) return null;
  let [year, month] = from.split('-').map(Number) as [number, number];
  if (`${year}-${pad(month)}-${pad(date)}` < from) [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return { day: `${year}-${pad(month)}-${pad(date)}`, time: null };
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const MERIDIEM = /\b(a\.?m|p\.?m|noon|midnight|morning|evening|night|tonight|afternoon)\b|\d(am|pm)\b/i;

const SHIFT =
  /\b(\d+(?:\.\d+)?|an?|one|two|three|half an?)\s*(hours?|hrs?|h|minutes?|mins?)\s+(later|earlier|sooner|before|after)\b/i;

/**
 * A change to the drafted date or time slot, read against the draft (wall, yyyy-MM-ddTHH:mm, on
 * the session place's clock): "make it friday" (the Friday of that week), "the 12th" (of
 * the draft's month), "two hours later", "same time, a week later". Anything else: parseWhen's reading.
 */
export function parseWhenChange(text: string, ctx: DateContext, wall: string | undefined): WhenParts | null {
  if (!wall) return parseWhen(text, ctx);
  const day = wall.slice(0, 10);
  const shift = SHIFT.exec(text);
  if (shift) {
    const unit = /^h/i.test(shift[2]!) ? 60 : 1;
    const size = /^an?$|^one$/i.test(shift[1]!)
      ? 1
      : /^half/i.test(shift[1]!)
        ? 0.5
        : /^two$/i.test(shift[1]!)
          ? 2
          : /^three$/i.test(shift[1]!)
            ? 3
            : Number(shift[1]);
    const sign = /^(earlier|sooner|before)$/i.test(shift[3]!) ? -1 : 1;
    const moved = new Date(Date.parse(`${wall}:00Z`) + sign * size * unit * 60_000).toISOString();
    return { day: moved.slice(0, 10), time: moved.slice(11, 16) };
  }
  if (/\b(same time|a week later)\b/i.test(text) && /\b(next week|a week later)\b/i.test(text))
    return { day: shiftDay(day, 7), time: wall.slice(11, 16) };
  const when = parseWhen(text, ctx);
  if (when?.weekday !== undefined && !/\b(next|last|previous|past)\b/i.test(text)) {
    // The named weekday of the draft's week (nearest to its day), unless that has gone.
    const offset = ((((when.weekday - new Date(`${day}T00:00:00Z`).getUTCDay() + 10) % 7) + 7) % 7) - 3;
    const near = shiftDay(day, offset);
    return { ...when, day: near >= guyToday(ctx) ? near : when.day };
  }
  if (!when || (when.day === null && when.time === null)) return when;
  const ordinal = ORDINAL.exec(text);
  if (ordinal && !/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(text)) {
    // The day of the draft's month; of the next month when that day has gone; the time said stays.
    const inMonth = dayOfMonth(text, `${day.slice(0, 8)}01`);
    const date = inMonth && inMonth.day! >= guyToday(ctx) ? inMonth : dayOfMonth(text, guyToday(ctx));
    if (date) return { day: date.day, time: when.time };
  }
  // "make it 8:30" after 7 PM keeps the evening: an hour without am/pm takes the draft's half of the day.
  const hour = Number(when.time?.slice(0, 2));
  if (when.time && hour < 12 && Number(wall.slice(11, 13)) >= 12 && !MERIDIEM.test(text))
    return { ...when, time: `${pad(hour + 12)}${when.time.slice(2)}` };
  return when;
}

/**
 * A session length ("90 minutes", "an hour and a half", "2h") as the form shows it, or null; one
 * the form does not take ("30 hours") is null too, and its message is the form's (fieldError).
 */
export function parseLength(text: string): string | null {
  const minutes = sessionLengthMinutes(text);
  return minutes !== null && isOfferedSessionLength(`${minutes} minutes`) ? formatDuration(minutes) : null;
}

/**
 * Session types of the spec's catalogue the message names, restricted to hers when she lists
 * any. `missing` are named ones she does not offer; `group` a generic word ("wrestling").
 */
export function parseSessionType(
  text: string,
  offered: readonly string[],
): { labels: string[]; missing: string[]; group: string[] | null } {
  const mention = findServices(text);
  const mine = new Set(offered);
  const limit = (labels: readonly string[]) => (offered.length ? labels.filter((l) => mine.has(l)) : [...labels]);
  return {
    labels: limit(mention.labels),
    missing: offered.length ? mention.labels.filter((l) => !mine.has(l)) : [],
    group: mention.group ? limit(mention.group.labels) : null,
  };
}

const SKIP = /^(no|nope|none|nothing|skip|pass|n a|na|no thanks|not really|no questions|nothing else|nah)$/;

/** "skip", "none", "no": only an optional slot takes it (as ''). */
export function isSkip(text: string): boolean {
  return SKIP.test(normalizeText(text)) || text.trim() === '-';
}

const GREETING =
  /^(hi|hello|hey|hiya|yo|good (morning|afternoon|evening)|greetings)\b|\b(i d like to|i would like to|i want to|can i|could i|id like to|lets|let s|help me) (book|make a booking|schedule|set up|arrange)\b|^(book( a| her)?( session)?|booking|new booking)$/;

/** "Hi", "I'd like to book a session": the start of a dialog, not an answer to a field. */
export function isGreetingOrIntent(text: string): boolean {
  return GREETING.test(normalizeText(text));
}

const CORRECTION =
  /\b(later|earlier|same time|make it|change (it|that|the \w+)|instead|actually|rather|switch (it )?to|can we do|could we do|move it|let s do|lets do)\b/;

/** "make it 8pm instead", "actually 2 hours": a change to an earlier answer. */
export function isCorrection(text: string): boolean {
  return CORRECTION.test(normalizeText(text));
}

const ACCEPT_THERE =
  /^(yes|yeah|yep|yup|ok|okay|sure|fine|great|perfect|right|correct|exactly|i did|sounds good|that works|works for me|book there|there|go ahead)\b|\bbook (it )?there\b|\bthat s fine\b/;

/** His yes to "book there or pick another date?". */
export function acceptsThere(text: string): boolean {
  return ACCEPT_THERE.test(normalizeText(text));
}
