import 'server-only';
import { Column, count, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TablePage, TableState } from '@/components/ui/server-table-state';
import { containsPattern } from '@/lib/like-pattern';

// Filter, order and page in SQL, so a table stays fast at a million rows.

/** ILIKE '%q%' on any of the expressions (cast to text), or undefined without a filter. */
export function textFilter(q: string, expressions: readonly (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return sql.join(
    expressions.map((expression) => sql`(${expression})::text ILIKE ${pattern}`),
    sql` OR `,
  );
}

/** A table's sortable columns: URL key → column. The one list a table's sort keys come from. */
export type SortColumns = Readonly<Record<string, AnyColumn | SQL>>;

/** The keys of a sort map, for parseTableState's whitelist and the table's clickable headers. */
export function sortKeysOf<T extends SortColumns>(sortable: T): readonly (keyof T & string)[] {
  return Object.keys(sortable) as (keyof T & string)[];
}

/** Text sorts as people read it: 'anna' next to 'Anna', not after every capital. */
function sortExpression(picked: AnyColumn | SQL): AnyColumn | SQL {
  return is(picked, Column) && picked.dataType === 'string' ? sql`lower(${picked})` : picked;
}

/** Only whitelisted keys reach SQL; empty values last; the id keeps equal values stable across pages. */
export function orderOf(state: TableState, sortable: SortColumns, id: AnyColumn): SQL[] {
  const dir = state.dir === 'asc' ? sql`asc` : sql`desc`;
  const picked = state.sort && Object.hasOwn(sortable, state.sort) ? sortable[state.sort] : undefined;
  if (!picked) return [sql`${id} desc`];
  return [sql`${sortExpression(picked)} ${dir} nulls last`, sql`${id} ${dir}`];
}

export function offsetOf(state: TableState): number {
  return (state.page - 1) * state.size;
}

/** Runs the page's select and its count together. */
export async function pageOf<Row>(rows: Promise<Row[]>, total: Promise<{ total: number }[]>): Promise<TablePage<Row>> {
  const [pageRows, [counted]] = await Promise.all([rows, total]);
  return { rows: pageRows, total: Number(counted?.total ?? 0) };
}

/** `count(*)` as a number, for pageOf's second query. */
export const totalCount = () => ({ total: count() });

/** Decision 049: counting a million rows took 4 s per page. */
export const TABLE_COUNT_CAP = 10_000;

/** The page's rows and a count that reads at most TABLE_COUNT_CAP + 1 rows of `matching`. */
export async function cappedPageOf<Row>(
  rows: Promise<Row[]>,
  count: (limit: number) => Promise<{ total: number }[]>,
): Promise<TablePage<Row>> {
  const [pageRows, [counted]] = await Promise.all([rows, count(TABLE_COUNT_CAP + 1)]);
  const total = Number(counted?.total ?? 0);
  return { rows: pageRows, total: Math.min(total, TABLE_COUNT_CAP), totalCapped: total > TABLE_COUNT_CAP };
}
