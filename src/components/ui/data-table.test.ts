import { describe, expect, it } from 'vitest';
import { nextSortIsDesc } from './table-grid';

describe('a sort header click', () => {
  it('sorts ascending first, then flips each time', () => {
    expect(nextSortIsDesc(false)).toBe(false);
    expect(nextSortIsDesc('asc')).toBe(true);
    expect(nextSortIsDesc('desc')).toBe(false);
  });
});
