import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { listFlaggedChats } from '@/features/ai-chat/queries';
import { listOpenAppeals, openAppealCount } from '@/features/appeals/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb, type Db } from '@/server/db';
import { jsonColumn } from '@/server/db/json-rows';
import {
  QUEUE_PAGE,
  type ModerationCounts,
  type ModerationQueue,
  type QueueCounts,
  type QueuePages,
} from './queue-items';
import { isFiltered, NO_FILTERS, type QueueFilters } from './queue-filters';
import { filterCondition } from './section-filters';
import { KIND_KEYS, KINDS } from './kinds';
import { countOf, listedWhere, pageOf, type Kind, type PagedKind } from './kinds/define';
import { itemClaims, liveClaims } from './claims';
import { openSections } from './open-sections';

// What waits for a moderator, read section by section from the kinds (kinds/). Every read asks for
// admin:access first: nobody else reaches a pending girl's e-mail, her unapproved photos or an
// unpublished scammer report. The filters (queue-filters.ts) narrow both the counts and the pages:
// a section of another kind is not read at all, the others read the filters' condition.

type SectionKey = keyof ModerationQueue;
const SECTION_KEYS = KIND_KEYS;
const kindOf = (key: SectionKey): Kind<unknown> => KINDS[key];

/** A page's rows (JSON) as the kind's items: its rows are its items as they are, unless it reads them. */
const readPage = (kind: PagedKind<unknown>, rows: never[]) => (kind.read ? kind.read(rows) : rows);

/** The sections the filters read, each with its rows' condition (undefined: every waiting row). */
function filteredSections(filters: QueueFilters, only?: ReadonlySet<SectionKey>) {
  const now = Date.now();
  return new Map(
    SECTION_KEYS.filter((key) => (filters.kind === 'all' || filters.kind === key) && (!only || only.has(key))).map(
      (key) => [key, filterCondition(kindOf(key).filterable, filters, now)],
    ),
  );
}

/** One scalar count per section the filters read (0 for the others), each named by its section. */
function countColumns(filters: QueueFilters): SQL[] {
  const read = filteredSections(filters);
  return SECTION_KEYS.map(
    (key) => sql`${read.has(key) ? countOf(kindOf(key), read.get(key)) : sql`0`} as ${sql.identifier(key)}`,
  );
}

const countsOf = (row: Record<string, unknown>) =>
  Object.fromEntries(SECTION_KEYS.map((key) => [key, Number(row[key])])) as QueueCounts;

/** One row of `columns` (each a scalar subquery or a value): `select a, b, …`; `inline` writes the values into the text. */
async function selectRow(db: Db, columns: SQL[], inline = false): Promise<Record<string, unknown>> {
  const statement = sql`select ${sql.join(columns, sql`, `)}`;
  const result = await db.execute<Record<string, unknown>>(inline ? statement.inlineParams() : statement);
  return result.rows[0]!;
}

// Unfiltered, the counts' values are the kinds' constants, written into the text: without parameters
// the statement keeps one plan (decision 057, session 23); filtered, the moderator's values stay parameters.
function selectCounts(db: Db, filters: QueueFilters, extra: SQL[] = []): Promise<Record<string, unknown>> {
  return selectRow(db, [...countColumns(filters), ...extra], !isFiltered(filters));
}

/** How many items wait in each section (and match the filters): one statement of a scalar count per section. */
export async function queueCounts(actor: Actor, filters: QueueFilters = NO_FILTERS): Promise<QueueCounts> {
  requirePermission(actor, 'admin:access');
  return countsOf(await selectCounts(await getDb(), filters));
}

/** The /admin summary: the queue's counts and the chats flagged for a moderator. */
export async function moderationCounts(actor: Actor): Promise<ModerationCounts> {
  const [counts, chats] = await Promise.all([queueCounts(actor), listFlaggedChats(actor)]);
  return { ...counts, flaggedChats: chats.length };
}

/**
 * The grouped read: a page of every section (or of the `open` ones; the others come back empty),
 * oldest first: the first, or the one `pages` names (1-based), of the items that match the filters.
 * Every section's page in one statement (each a JSON array of its rows), with the `extra` columns
 * the caller reads alongside; a section whose rows need more than SQL reads its own.
 */
async function readSections(
  db: Db,
  pages: QueuePages,
  filters: QueueFilters,
  open: ReadonlySet<SectionKey> | undefined,
  extra: SQL[] = [],
): Promise<{ queue: ModerationQueue; row: Record<string, unknown> }> {
  const read = filteredSections(filters, open);
  const offset = (key: SectionKey) => ((pages[key] ?? 1) - 1) * QUEUE_PAGE;
  const grouped = SECTION_KEYS.flatMap((key) => {
    const kind = kindOf(key);
    return 'fields' in kind ? [{ key, kind }] : [];
  });
  const [row, ...own] = await Promise.all([
    selectRow(db, [
      ...grouped.map(
        ({ key, kind }) =>
          sql`${read.has(key) ? pageOf(kind, offset(key), read.get(key)) : sql`'[]'::json`} as ${sql.identifier(key)}`,
      ),
      ...extra,
    ]),
    ...SECTION_KEYS.map((key) => {
      const kind = kindOf(key);
      if (!('list' in kind)) return undefined;
      return read.has(key) ? kind.list(db, listedWhere(kind, read.get(key)), offset(key)) : Promise.resolve([]);
    }),
  ]);
  const queue = Object.fromEntries(
    SECTION_KEYS.map((key, index) => {
      const kind = kindOf(key);
      return [key, 'fields' in kind ? readPage(kind, jsonColumn<never>(row[key])) : own[index]];
    }),
  ) as unknown as ModerationQueue;
  return { queue, row };
}

/** A page of every section (or of the `open` ones): see readSections. */
export async function moderationQueue(
  actor: Actor,
  pages: QueuePages = {},
  filters: QueueFilters = NO_FILTERS,
  open?: ReadonlySet<SectionKey>,
): Promise<ModerationQueue> {
  requirePermission(actor, 'admin:access');
  return (await readSections(await getDb(), pages, filters, open)).queue;
}

const NO_OPEN_APPEALS = { appeals: [], total: 0 };

/**
 * What /admin/moderate shows, in two statements (decision 057): the counts, with how many appeals
 * are open, say which sections open (open-sections.ts); then a page of each open section with the
 * live claims. The open appeals are read (their own statements) only when there are some, beside
 * the second.
 */
export async function moderationPage(actor: Actor, pages: QueuePages, filters: QueueFilters) {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const first = await selectCounts(db, filters, [sql`${openAppealCount} as "openAppeals"`]);
  const counts = countsOf(first);
  const open = openSections(counts, pages);
  const [{ queue, row }, appeals] = await Promise.all([
    readSections(db, pages, filters, open, [sql`${liveClaims} as "claims"`]),
    Number(first.openAppeals) > 0 ? listOpenAppeals(actor) : NO_OPEN_APPEALS,
  ]);
  return { counts, open, queue, appeals, claims: itemClaims(jsonColumn(row.claims), actor) };
}
