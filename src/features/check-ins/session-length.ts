// A booking's free-text length ("1.5 hrs") prefills the check-in's end; unreadable text gives an hour.

export const DEFAULT_SESSION_MINUTES = 60;

const UNIT_MINUTES: readonly [RegExp, number][] = [
  [/^(h|hr|hrs|hour|hours)$/, 60],
  [/^(m|min|mins|minute|minutes)$/, 1],
];

/** Minutes of a session length text, between 15 minutes and 12 hours; the default when unreadable. */
export function sessionMinutes(length: string): number {
  let total = 0;
  for (const match of length.toLowerCase().matchAll(/(\d+(?:[.,]\d+)?)\s*([a-z]+)?/g)) {
    const value = Number(match[1]!.replace(',', '.'));
    const unit = UNIT_MINUTES.find(([pattern]) => pattern.test(match[2] ?? ''))?.[1];
    // A bare number: hours when small ("2"), minutes otherwise ("90").
    total += value * (unit ?? (value <= 12 ? 60 : 1));
  }
  if (!Number.isFinite(total) || total <= 0) return DEFAULT_SESSION_MINUTES;
  return Math.round(Math.min(Math.max(total, 15), 12 * 60));
}
