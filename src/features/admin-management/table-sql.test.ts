import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { parseTableState } from '@/components/ui/server-table-state';
import { girls } from '@/server/db/schema';
import { orderOf, sortKeysOf } from './table-sql';

const sortable = { id: girls.id, stageName: girls.stageName, createdAt: girls.createdAt };
const keys = sortKeysOf(sortable);
const dialect = new PgDialect();
const orderSql = (params: Record<string, string>) =>
  dialect.sqlToQuery(sql.join(orderOf(parseTableState(params, keys), sortable, girls.id), sql`, `));

describe('orderOf', () => {
  it('derives the whitelist from the sort map', () => {
    expect(keys).toEqual(['id', 'stageName', 'createdAt']);
  });

  it('sorts text case-insensitively, both ways, with the id as tie-breaker', () => {
    expect(orderSql({ sort: 'stageName', dir: 'asc' }).sql).toBe(
      'lower("girls"."stage_name") asc nulls last, "girls"."id" asc',
    );
    expect(orderSql({ sort: 'stageName', dir: 'desc' }).sql).toBe(
      'lower("girls"."stage_name") desc nulls last, "girls"."id" desc',
    );
  });

  it('sorts other columns as they are', () => {
    expect(orderSql({ sort: 'createdAt', dir: 'asc' }).sql).toBe(
      '"girls"."created_at" asc nulls last, "girls"."id" asc',
    );
  });

  it('an unknown or hostile key gives the default order and never reaches the SQL', () => {
    for (const sort of ['stage_name; DROP TABLE girls', 'password', '__proto__', 'hasOwnProperty']) {
      const query = orderSql({ sort, dir: 'asc' });
      expect(query.sql).toBe('"girls"."id" desc');
      expect(query.params).toEqual([]);
    }
    // Even a state built by hand (not through the parser) cannot pick a key outside the map.
    const forged = dialect.sqlToQuery(
      sql.join(orderOf({ q: '', sort: 'constructor', dir: 'asc', page: 1, size: 5 }, sortable, girls.id), sql`, `),
    );
    expect(forged.sql).toBe('"girls"."id" desc');
  });
});
