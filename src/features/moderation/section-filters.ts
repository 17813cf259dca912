import 'server-only';
import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { AGE_FILTERS, type QueueFilters } from './queue-filters';

// The queue's filters as SQL (decision 051): a section's rows that waited long enough and whose
// words hold the search. Each kind names what they read (its `filterable`, kinds/): when its item
// came, and the columns a search looks in (names, usernames, e-mails, places, texts; never a
// file's address).

/** What the filters read of a section's row. */
export interface Filterable {
  /** When the item came (the age filter counts from it). */
  created: SQLWrapper;
  /** The columns a search looks in. */
  words: SQLWrapper[];
}

/** `%`, `_` and the escape itself match as they are in a LIKE pattern. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters' condition on a section's row, or undefined when none applies. */
export function filterCondition(
  { created, words }: Filterable,
  filters: QueueFilters,
  now = Date.now(),
): SQL | undefined {
  const conditions: SQL[] = [];
  const minAge = AGE_FILTERS[filters.age].ms;
  if (minAge) conditions.push(sql`${created} <= ${new Date(now - minAge).toISOString()}::timestamptz`);
  const search = filters.search.trim();
  if (search) {
    conditions.push(sql`concat_ws(' ', ${sql.join(words, sql`, `)}) ilike ${likePattern(search)}`);
  }
  return conditions.length ? and(...conditions) : undefined;
}
