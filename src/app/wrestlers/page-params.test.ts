import { describe, expect, it } from 'vitest';
import { pageFromSegment } from './page-params';

describe('pageFromSegment', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['999999', 999999],
  ])('reads %s as page %i', (raw, page) => expect(pageFromSegment(raw)).toBe(page));

  it.each(['0', '-1', '01', '1000000', '1.5', 'abc', '', undefined])('names no page for %s', (raw) =>
    expect(pageFromSegment(raw)).toBeNull(),
  );
});
