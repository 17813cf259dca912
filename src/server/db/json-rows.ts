import 'server-only';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Rows as JSON inside one statement: a record's children ride on its row as a correlated subquery
// instead of a read of their own (decision 049).

/** A JSON object of fields: `json_build_object('key', value, …)`. */
export function jsonObject(fields: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^[A-Za-z]\w*$/.test(key)) throw new Error(`not a field name: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A timestamp as the API writes it (`Date.prototype.toISOString()`), or null. */
export const isoTime = (column: SQLWrapper): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The rows of `from` that match `where`, as a JSON array of `fields` in `order` ('[]' when none). */
export const jsonRowsOf = <T>(fields: Record<string, SQLWrapper>, from: SQL, where: SQL | undefined, order: SQL) =>
  sql<
    T[]
  >`(select coalesce(json_agg(${jsonObject(fields)} order by ${order}), '[]'::json) from ${from} where ${where})`;

/** A JSON column's value: node-postgres and PGlite parse `json`, a driver that does not sends text. */
export const jsonValue = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A JSON array column's value as its rows. */
export const jsonColumn = <T>(value: unknown) => jsonValue<T[]>(value);
