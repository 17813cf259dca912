import { beforeEach, describe, expect, it, vi } from 'vitest';
import { zonedDay } from '@/lib/zoned-time';
import { expiryDay, expiryText } from './expiry-display';

// formatDate counted: the card's expiry line is drawn on twenty cards a page (decision 055, session 20).
const dates = vi.hoisted(() => ({}) as { formatDate: (value: string) => string; calls: number });
vi.mock('@/lib/dates', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/dates')>();
  dates.calls = 0;
  dates.formatDate = actual.formatDate;
  return {
    ...actual,
    formatDate: (value: Parameters<typeof actual.formatDate>[0]) => {
      dates.calls += 1;
      return actual.formatDate(value);
    },
  };
});

beforeEach(() => {
  dates.calls = 0;
});

describe('expiryDay', () => {
  it('is the UTC day as formatDate(zonedDay(…, "UTC")) writes it, for any instant', () => {
    const instants = [
      '1970-01-01T00:00:00.000Z',
      '1999-12-31T23:59:59.999Z',
      '2000-02-29T12:00:00.000Z',
      '2026-11-27T00:00:00.000Z',
      '2026-11-26T23:59:59.999Z',
      '2028-02-29T23:30:00.000Z',
      '9999-12-31T23:59:59.999Z',
    ].map((iso) => new Date(iso));
    let seed = 46;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5_000; i += 1)
      instants.push(new Date(Date.UTC(1970, 0, 1) + random() * 400 * 365.25 * 86_400_000));
    for (const instant of instants) {
      expect(expiryDay(instant)).toBe(dates.formatDate(zonedDay(instant, 'UTC')));
      expect(expiryDay(instant.toISOString())).toBe(dates.formatDate(zonedDay(instant, 'UTC')));
    }
    expect(expiryDay('2027-02-18T16:00:00.000Z')).toBe('02-18-2027');
    expect(expiryDay('not a date')).toBe('');
  });

  it('draws a card’s expiry line without date-fns’ parse and format', () => {
    expect(expiryText({ expiresAt: '2027-02-18T16:00:00.000Z', expired: false })).toBe('Expires 02-18-2027');
    expect(expiryText({ expiresAt: '2026-01-05T00:00:00.000Z', expired: true })).toBe('Expired 01-05-2026');
    expect(expiryText({ expiresAt: null, expired: false })).toBe('Never expires');
    expect(dates.calls).toBe(0);
  });
});
