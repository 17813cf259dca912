import { describe, expect, it } from 'vitest';
import { pageRange, parseQueuePages, queuePageHref } from './queue-pages';

describe('the queue’s pages', () => {
  it('reads a page per section and ignores what is not one', () => {
    expect(
      parseQueuePages({ photos: '3', girls: '1', sessionGirls: 'x', scammerReports: ['2', '9'], other: '4' }),
    ).toEqual({ photos: 3, girls: 1, scammerReports: 2 });
    expect(parseQueuePages({ photos: '0' })).toEqual({});
    expect(parseQueuePages({ photos: '-2' })).toEqual({});
    expect(parseQueuePages({ photos: '1e3' })).toEqual({});
    expect(parseQueuePages({ photos: '999999' })).toEqual({});
  });

  it('links one section to another page and keeps the others', () => {
    expect(queuePageHref({ girls: 2 }, 'photos', 3)).toBe('?girls=2&photos=3');
    expect(queuePageHref({ photos: 3 }, 'photos', 1)).toBe('?photos=1');
    expect(queuePageHref({}, 'photos', 1, { kind: 'all', age: 'day', search: '' })).toBe('?age=day&photos=1');
  });

  it('names the range shown and the pages around it', () => {
    expect(pageRange(1, 20, 1000)).toEqual({ text: 'Items 1–20 of 1,000', previous: null, next: 2 });
    expect(pageRange(2, 20, 1000)).toEqual({ text: 'Items 21–40 of 1,000', previous: 1, next: 3 });
    expect(pageRange(50, 20, 1000)).toEqual({ text: 'Items 981–1,000 of 1,000', previous: 49, next: null });
    expect(pageRange(1, 12, 12)).toMatchObject({ previous: null, next: null });
    expect(pageRange(3, 0, 60).text).toBe('No items on this page (60 waiting)');
  });
});
