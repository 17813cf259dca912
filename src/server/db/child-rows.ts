import 'server-only';
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './types';

/** One query for a page of records' children, `parent IN (ids)`; the caller groups them. */
export async function childRowsOf<T extends SelectedFields>(
  db: Db,
  columns: T,
  parent: PgColumn,
  ids: readonly number[],
  order: SQL | PgColumn,
): Promise<SelectResultFields<T>[]> {
  const rows = await db.select(columns).from(parent.table).where(inArray(parent, ids)).orderBy(order);
  // Drizzle types a select from a table it knows only as PgTable loosely; the rows are `columns`'.
  return rows as SelectResultFields<T>[];
}
