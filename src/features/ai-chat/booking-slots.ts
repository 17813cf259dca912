// Typed parsers for the booking dialog's slots. Each reads only its own kind of value (a date and
// time, a length, a session type of the catalogue) and says "no" to anything else, so an answer
// never lands in a slot it was not meant for. Dates are read with chrono-node on the guy's clock.
import * as chrono from 'chrono-node';
import { timeZoneOffsetMinutes, wallTimeToInstant } from '@/lib/zoned-time';
import { parseDurationMinutes, formatDuration, type DateContext } from './dates';
import { findServices, normalizeText } from './services-match';

/** The parts of a session time a message gives: a day (yyyy-MM-dd) and/or a time of day (HH:mm), on his clock. */
export interface WhenParts {
  day: string | null;
  time: string | null;
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

/** A wall time on his clock (2026-12-04T19:00) → the instant. */
export function guyWallToInstant(wall: string, ctx: DateContext): Date {
  if (ctx.timeZone) {
    const instant = wallTimeToInstant(wall, ctx.timeZone);
    if (instant) return instant;
  }
  return new Date(Date.parse(`${wall}:00Z`) - ctx.offsetMinutes * 60_000);
}

/**
 * The day and/or time of day a message names ("tomorrow" → a day, "8pm" → a time, "Friday at
 * 3pm" → both), or null when it names neither. "2 hours" is a length, not "in 2 hours".
 */
export function parseWhen(text: string, ctx: DateContext): WhenParts | null {
  const ref: chrono.ParsingReference = { instant: ctx.now, timezone: guyOffset(ctx) };
  const result = chrono
    .parse(text, ref, { forwardDate: true })
    .find((r) => parseDurationMinutes(r.text, ctx.now) === null || /^in\b/i.test(r.text.trim()));
  if (!result) return null;
  const c = result.start;
  const hasDay =
    c.isCertain('day') ||
    c.isCertain('weekday') ||
    /\b(today|tonight|tomorrow|yesterday|tmrw|tmr)\b/i.test(result.text) ||
    /^in\b/i.test(result.text.trim());
  const hasTime = c.isCertain('hour') || /\b(noon|midnight)\b/i.test(result.text);
  if (!hasDay && !hasTime) return null;
  return {
    day: hasDay ? `${c.get('year')}-${pad(c.get('month')!)}-${pad(c.get('day')!)}` : null,
    time: hasTime ? `${pad(c.get('hour') ?? 0)}:${pad(c.get('minute') ?? 0)}` : null,
  };
}

/** A session length ("90 minutes", "an hour and a half", "2h") as the form shows it, or null. */
export function parseLength(text: string, now: Date): string | null {
  const minutes = parseDurationMinutes(text, now);
  return minutes ? formatDuration(minutes) : null;
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
  /\b(make it|change (it|that|the \w+)|instead|actually|rather|switch (it )?to|can we do|could we do|move it|let s do|lets do)\b/;

/** "make it 8pm instead", "actually 2 hours": a change to an earlier answer. */
export function isCorrection(text: string): boolean {
  return CORRECTION.test(normalizeText(text));
}

const ACCEPT_THERE =
  /^(yes|yeah|yep|ok|okay|sure|fine|great|perfect|sounds good|that works|works for me|book there|there|go ahead)\b|\bbook (it )?there\b|\bthat s fine\b/;

/** His yes to "book there or pick another date?". */
export function acceptsThere(text: string): boolean {
  return ACCEPT_THERE.test(normalizeText(text));
}
