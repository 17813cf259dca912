import 'server-only';
import { asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TablePage, TableState } from '@/components/ui/server-table-state';
import { containsPattern } from '@/lib/like-pattern';

// The SQL half of the admin tables: the filter, the order and the page are all the database's
// work, so a table stays fast with 100,000 girls or 1,000,000 votes (issue 12).

/** ILIKE '%q%' on any of the expressions (cast to text), or undefined without a filter. */
export function textFilter(q: string, expressions: readonly (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return sql.join(
    expressions.map((expression) => sql`(${expression})::text ILIKE ${pattern}`),
    sql` OR `,
  );
}

/**
 * ORDER BY for a state: the column the moderator picked (from the query's whitelist), then the
 * id, so equal values keep a stable order across pages.
 */
export function orderOf(state: TableState, sortable: Readonly<Record<string, AnyColumn | SQL>>, id: AnyColumn): SQL[] {
  const direction = state.dir === 'asc' ? asc : desc;
  const picked = state.sort ? sortable[state.sort] : undefined;
  return picked ? [direction(picked), direction(id)] : [desc(id)];
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
