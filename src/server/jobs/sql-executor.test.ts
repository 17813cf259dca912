import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { bindPlaceholders } from './sql-executor';

const render = (text: string, values: unknown[]) => new PgDialect().sqlToQuery(bindPlaceholders(text, values));

describe('bindPlaceholders: pg-boss text inside a Drizzle transaction', () => {
  it('binds each $n to its value, repeated and out of order, renumbered', () => {
    const query = render('SELECT $2::int, right($1, 1), $1 WHERE x = $10', ['a', 2, 3, 4, 5, 6, 7, 8, 9, 'j']);
    expect(query.sql).toBe('SELECT $1::int, right($2, 1), $3 WHERE x = $4');
    expect(query.params).toEqual([2, 'a', 'a', 'j']);
  });

  it('keeps an array one parameter (not a list) and leaves text without placeholders alone', () => {
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    const query = render('SELECT UNNEST($1::uuid[])', [ids]);
    expect(query.sql).toBe('SELECT UNNEST($1::uuid[])');
    expect(query.params).toEqual([ids]);
    expect(render('SELECT 1', []).sql).toBe('SELECT 1');
  });
});
