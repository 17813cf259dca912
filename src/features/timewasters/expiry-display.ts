import { formatDate } from '@/lib/dates';
import { zonedDay } from '@/lib/zoned-time';

// An entry's expiry as people read it: the day (MM-DD-YYYY, spec §9), on UTC's clock like the
// column that computes it, so the server, the browser and the e-mail show the same day.

export function expiryDay(expiresAt: string | Date): string {
  const instant = expiresAt instanceof Date ? expiresAt : new Date(expiresAt);
  if (Number.isNaN(instant.getTime())) return '';
  // UTC's day straight from the instant's UTC fields: what formatDate(zonedDay(instant, 'UTC')) gives
  // (the unit test compares them), without an Intl format and date-fns' parse and format on every
  // card's render (~25 µs a card, twenty cards a page).
  const year = instant.getUTCFullYear();
  if (year < 1000 || year > 9999) return formatDate(zonedDay(instant, 'UTC'));
  return `${pad2(instant.getUTCMonth() + 1)}-${pad2(instant.getUTCDate())}-${year}`;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** The card's line: "Expires 11-24-2028", "Expired 11-24-2026" or "Never expires". */
export function expiryText(entry: { expiresAt: string | null; expired: boolean }): string {
  if (entry.expiresAt === null) return 'Never expires';
  return `${entry.expired ? 'Expired' : 'Expires'} ${expiryDay(entry.expiresAt)}`;
}
