import { describe, expect, it } from 'vitest';
import type { ModerationQueue } from './queue-items';
import { filterQueue, isFiltered, NO_FILTERS } from './queue-filters';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

const empty = {
  sessionGirlPictures: [],
  sessionGirls: [],
  girls: [],
  scrapedWithoutEmail: [],
  crawledProblemGirls: [],
  photos: [],
  sessionGirlImages: [],
  sessionGirlReports: [],
  timewasterReports: [],
  scammerReports: [],
} as unknown as ModerationQueue;

const queue = {
  ...empty,
  girls: [
    { id: 1, stageName: 'Anna Slam', email: 'anna@example.test', city: 'Munich', createdAt: daysAgo(0.5) },
    { id: 2, stageName: 'Bea', email: 'bea@example.test', city: 'Lyon', createdAt: daysAgo(3) },
  ],
  photos: [
    { id: 7, url: '/media/anna.webp', girl: { id: 1, stageName: 'Anna Slam' }, createdAt: daysAgo(9) },
    { id: 8, url: '/media/x.webp', girl: { id: 3, stageName: 'Cleo' }, createdAt: daysAgo(2) },
  ],
} as unknown as ModerationQueue;

const ids = (shown: ModerationQueue) => ({
  girls: shown.girls.map((item) => item.id),
  photos: shown.photos.map((item) => item.id),
});

describe('the queue filters', () => {
  it('without a filter shows everything, the same object', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(filterQueue(queue, NO_FILTERS, NOW)).toBe(queue);
  });

  it('by kind: only that section', () => {
    expect(ids(filterQueue(queue, { ...NO_FILTERS, kind: 'photos' }, NOW))).toEqual({ girls: [], photos: [7, 8] });
  });

  it('by person: her name, e-mail or place, in any section, case-insensitive; not the file addresses', () => {
    expect(ids(filterQueue(queue, { ...NO_FILTERS, search: 'anna' }, NOW))).toEqual({ girls: [1], photos: [7] });
    expect(ids(filterQueue(queue, { ...NO_FILTERS, search: 'LYON' }, NOW))).toEqual({ girls: [2], photos: [] });
    expect(ids(filterQueue(queue, { ...NO_FILTERS, search: 'webp' }, NOW))).toEqual({ girls: [], photos: [] });
  });

  it('by age: items waiting over a day, or over a week', () => {
    expect(ids(filterQueue(queue, { ...NO_FILTERS, age: 'day' }, NOW))).toEqual({ girls: [2], photos: [7, 8] });
    expect(ids(filterQueue(queue, { ...NO_FILTERS, age: 'week' }, NOW))).toEqual({ girls: [], photos: [7] });
  });

  it('the filters combine', () => {
    expect(ids(filterQueue(queue, { kind: 'photos', age: 'day', search: 'cleo' }, NOW))).toEqual({
      girls: [],
      photos: [8],
    });
  });
});
