import { PGlite, types, type Results } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStatementsOnce } from './pglite-statements';

// Named prepared statements on PGlite (decision 049, session 23): every result and error as PGlite's
// own query() gives it. `plain` is an untouched PGlite, `named` the same database schema with
// statements kept parsed.

const SCHEMA = `
  CREATE TABLE items (
    id int8 PRIMARY KEY,
    price numeric,
    at timestamptz,
    doc json,
    docb jsonb,
    tags text[],
    nums int4[],
    raw bytea,
    note text UNIQUE
  );
  CREATE TABLE counted (n int4);
`;

// Drizzle's options (node_modules/drizzle-orm/pglite/session.js): dates and numerics as text.
const DRIZZLE_OPTIONS = {
  rowMode: 'array' as const,
  parsers: {
    [types.TIMESTAMP]: (value: string) => value,
    [types.TIMESTAMPTZ]: (value: string) => value,
    [types.INTERVAL]: (value: string) => value,
    [types.DATE]: (value: string) => value,
    1231: (value: string) => value,
    1115: (value: string) => value,
    1185: (value: string) => value,
    1187: (value: string) => value,
    1182: (value: string) => value,
  },
};

let plain: PGlite;
let named: PGlite;

beforeAll(async () => {
  [plain, named] = await Promise.all([PGlite.create(), PGlite.create()]);
  prepareStatementsOnce(named, 3);
  await plain.exec(SCHEMA);
  await named.exec(SCHEMA);
}, 60_000);

afterAll(async () => {
  await Promise.all([plain.close(), named.close()]);
});

async function both<T>(run: (db: PGlite) => Promise<T>): Promise<[T, T]> {
  return [await run(plain), await run(named)];
}

async function preparedCount(db: PGlite): Promise<number> {
  const result = await db.exec('SELECT count(*)::int AS n FROM pg_prepared_statements');
  return (result[0]!.rows[0] as { n: number }).n;
}

describe('prepareStatementsOnce()', () => {
  it('inserts and reads every type as PGlite does, in both row modes, also when run again', async () => {
    const insert = `insert into items (id, price, at, doc, docb, tags, nums, raw, note)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id, price, at, doc, docb, tags, nums, raw, note`;
    const rows = [
      [
        1n,
        '12.50',
        new Date('2026-11-28T01:02:03.456Z'),
        { a: [1, 'x'] },
        { b: null },
        ['a', 'b,c', 'd"e'],
        [1, 2],
        new Uint8Array([0, 255, 7]),
        'first',
      ],
      [2, 3.25, '2026-01-01 00:00:00+00', [1, 2], '"text"', [], [null, 3], null, null],
    ];
    for (const row of rows) {
      const [a, b] = await both((db) => db.query(insert, row));
      expect(b).toEqual(a);
    }
    const select =
      'select id, price, at, doc, docb, tags, nums, raw, note, $1::int8 as p from items where id >= $2 order by id';
    for (const options of [undefined, DRIZZLE_OPTIONS]) {
      for (let round = 0; round < 3; round++) {
        const [a, b] = await both((db) => db.query(select, [9_007_199_254_740_993n, 0], options));
        expect(b).toEqual(a);
        expect(b.rows).toHaveLength(2);
      }
    }
  });

  it('reports affected rows, no fields and a command for writes without rows', async () => {
    for (let round = 0; round < 2; round++) {
      const [a, b] = await both((db) => db.query('update items set note = note where id = any($1)', [[1, 2, 3]]));
      expect(b).toEqual(a);
      expect(b.affectedRows).toBe(2);
    }
  });

  it('keeps a statement parsed: the second run binds the same name', async () => {
    await named.query('select 1 + $1::int as n', [1]);
    const before = await preparedCount(named);
    expect(before).toBeGreaterThan(0);
    const result = await named.query<{ n: number }>('select 1 + $1::int as n', [2]);
    expect(result.rows).toEqual([{ n: 3 }]);
    expect(await preparedCount(named)).toBe(before);
    expect(await preparedCount(plain)).toBe(0);
  });

  it('raises errors as PGlite does and keeps working after them', async () => {
    const bad = 'select 1 / $1::int as n';
    for (let round = 0; round < 2; round++) {
      const [a, b] = await Promise.all(
        [plain, named].map((db) =>
          db.query(bad, [0]).then(
            () => undefined,
            (error: unknown) => error,
          ),
        ),
      );
      expect(b).toMatchObject({ code: '22012', message: 'division by zero', query: bad, params: [0] });
      expect((b as Error).constructor).toBe((a as Error).constructor);
      expect(Object.keys(b as object).sort()).toEqual(Object.keys(a as object).sort());
      expect((await named.query<{ n: number }>(bad, [2])).rows).toEqual([{ n: 0 }]);
    }
    // A statement that does not parse is not kept.
    await expect(named.query('select from from items where $1', [1])).rejects.toMatchObject({ code: '42601' });
    await expect(named.query('select from from items where $1', [1])).rejects.toMatchObject({ code: '42601' });
    expect((await named.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('keeps the code of a unique violation', async () => {
    const insert = 'insert into items (id, note) values ($1, $2)';
    await named.query(insert, [10, 'unique']);
    await expect(named.query(insert, [11, 'unique'])).rejects.toMatchObject({ code: '23505' });
    await named.query(insert, [12, 'other']);
  });

  it('runs inside transactions, rolls back, and commits', async () => {
    const insert = 'insert into counted (n) values ($1)';
    const count = 'select count(*)::int as n from counted';
    await expect(
      named.transaction(async (tx) => {
        await tx.query(insert, [1]);
        expect((await tx.query<{ n: number }>(count)).rows).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await named.query<{ n: number }>(count)).rows).toEqual([{ n: 0 }]);
    await named.transaction(async (tx) => {
      await tx.query(insert, [1]);
      await tx.query(insert, [2]);
    });
    expect((await named.query<{ n: number }>(count)).rows).toEqual([{ n: 2 }]);
    // An error inside aborts the transaction as before: the next statement is refused.
    const error = await named
      .transaction(async (tx) => {
        await tx.query(insert, ['x']).catch(() => undefined);
        await tx.query(count);
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '25P02' });
    expect((await named.query<{ n: number }>(count)).rows).toEqual([{ n: 2 }]);
  });

  it('parses again a statement whose result columns changed', async () => {
    await named.exec('CREATE TABLE shape (a int4)');
    await named.query('insert into shape values ($1)', [1]);
    const select = 'select * from shape where a = $1';
    expect((await named.query(select, [1])).rows).toEqual([{ a: 1 }]);
    // Through the plain connection below PGlite (a migration in another module would be the same).
    await named.query('alter table shape add column b text default $$b$$');
    expect((await named.query(select, [1])).rows).toEqual([{ a: 1, b: 'b' }]);
    await plainExecBehindTheCache(named, 'ALTER TABLE shape ADD COLUMN c int4 DEFAULT 3');
    expect((await named.query(select, [1])).rows).toEqual([{ a: 1, b: 'b', c: 3 }]);
  });

  it('keeps at most its bound of statements, closing the oldest', async () => {
    for (let i = 0; i < 10; i++) await named.query(`select ${i} + $1::int as n`, [i]);
    // The bound (3) and the one the last Parse evicted, closed with the next Parse.
    expect(await preparedCount(named)).toBe(4);
    expect((await named.query(`select 0 + $1::int as n`, [5])).rows).toEqual([{ n: 5 }]);
  });

  it('serializes concurrent callers, and keeps them out of another caller’s transaction', async () => {
    const insert = 'insert into counted (n) values ($1)';
    const count = 'select count(*)::int as n from counted';
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = named.transaction(async (tx) => {
      await tx.query(insert, [100]);
      await held;
      await tx.query('delete from counted where n = $1', [100]);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Waits for the transaction (PGlite's _runExclusiveTransaction): never sees its row.
    const seen = named.query<{ n: number }>(count);
    const many = Promise.all(
      Array.from({ length: 20 }, (_, i) => named.query<{ n: number }>('select $1::int as n', [i])),
    );
    release();
    await transaction;
    expect((await seen).rows).toEqual([{ n: 2 }]);
    expect((await many).map((r: Results<{ n: number }>) => r.rows[0]!.n)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
  });
});

/** DDL the cache does not see: PGlite's own query on the same connection. */
async function plainExecBehindTheCache(db: PGlite, text: string) {
  await PGlite.prototype.exec.call(db, text);
}
