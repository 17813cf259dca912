import 'server-only';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { jsonObject } from '@/server/db/json-rows';
import { QUEUE_PAGE, type Waiting } from './queue-items';

// A section's page of the moderation queue as SQL for the grouped read (queries.ts, decision 049):
// every section's page comes back in one statement, each as a JSON array of its rows, and the
// section's own `read` turns those rows into its items. What a row needs from other tables (her
// gallery, her history) is a correlated subquery on its row, not a read of its own.

/** A section's page: its rows' fields (each a column or an expression), from where, in what order. */
export interface SectionPage {
  /** The row's fields as JSON keys (plain identifiers, written into the SQL as they are). */
  fields: Record<string, SQLWrapper>;
  /** The FROM clause: the section's table and its joins. */
  from: SQL;
  where: Waiting;
  /** The section's order, oldest first; ends with a unique column. */
  orderBy: SQL;
}

/** The page from `offset` on as a JSON array of its rows in the section's order ('[]' when none). */
export function pageAsJson({ fields, from, where, orderBy }: SectionPage, offset: number): SQL {
  return sql`(select coalesce(json_agg(page.row order by page.n), '[]'::json) from (
    select ${jsonObject(fields)} as row, row_number() over (order by ${orderBy}) as n
    from ${from} where ${where ?? sql`true`}
    order by ${orderBy} limit ${QUEUE_PAGE} offset ${offset}
  ) page)`;
}
