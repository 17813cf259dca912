import { describe, expect, it } from 'vitest';
import { SearchParamsSchema } from './schema';

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
