import { describe, expect, it } from 'vitest';
import { SearchParamsSchema, TimewasterPatchSchema } from './schema';

describe('SearchParamsSchema (the timewaster search)', () => {
  it('turns control characters into spaces: PostgreSQL text cannot hold NUL (the fuzzer sent q=%00)', () => {
    expect(SearchParamsSchema.parse({ q: '\u0000' }).q).toBe('');
    expect(SearchParamsSchema.parse({ q: 'jo\u0000hn\u0007' }).q).toBe('jo hn');
    expect(SearchParamsSchema.parse({ q: '  555-0100 ' }).q).toBe('555-0100');
  });

  it('defaults the paging and keeps the length limit', () => {
    expect(SearchParamsSchema.parse({})).toMatchObject({ q: '', page: 1 });
    expect(SearchParamsSchema.safeParse({ q: 'x'.repeat(10_000) }).success).toBe(false);
  });
});

describe('TimewasterPatchSchema (an edit)', () => {
  it('changes only what is sent: an edit without `anonymous` leaves it as it was', () => {
    expect(TimewasterPatchSchema.parse({ approved: true })).toEqual({ approved: true });
    expect(TimewasterPatchSchema.parse({ comment: 'Never came.' })).toEqual({ comment: 'Never came.' });
    expect(TimewasterPatchSchema.parse({ anonymous: true })).toEqual({ anonymous: true });
  });
});
