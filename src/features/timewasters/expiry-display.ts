import { formatDate } from '@/lib/dates';
import { zonedDay } from '@/lib/zoned-time';

// An entry's expiry as people read it: the day (MM-DD-YYYY, spec §9), on UTC's clock like the
// column that computes it, so the server, the browser and the e-mail show the same day.

export function expiryDay(expiresAt: string | Date): string {
  const instant = expiresAt instanceof Date ? expiresAt : new Date(expiresAt);
  return Number.isNaN(instant.getTime()) ? '' : formatDate(zonedDay(instant, 'UTC'));
}

/** The card's line: "Expires 11-24-2028", "Expired 11-24-2026" or "Never expires". */
export function expiryText(entry: { expiresAt: string | null; expired: boolean }): string {
  if (entry.expiresAt === null) return 'Never expires';
  return `${entry.expired ? 'Expired' : 'Expires'} ${expiryDay(entry.expiresAt)}`;
}
