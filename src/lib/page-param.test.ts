import { describe, expect, it } from 'vitest';
import { pageParam } from './page-param';

describe('pageParam', () => {
  it('reads a page number, and anything else as the first page', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(['2', '5'])).toBe(2);
    for (const raw of [undefined, '', '0', '-1', '1.5', 'x', '1e3', '99999999', '20001'])
      expect(pageParam(raw)).toBe(1);
  });
});
