import 'server-only';
import { sql } from 'drizzle-orm';
import { listFlaggedChats } from '@/features/ai-chat/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import {
  QUEUE_PAGE,
  type ModerationCounts,
  type ModerationQueue,
  type QueueCounts,
  type QueuePages,
} from './queue-items';
import { SECTION_QUERIES } from './section-queries';

// What waits for a moderator, read section by section from SECTION_QUERIES. Every read asks for
// admin:access first: nobody else reaches a pending girl's e-mail, her unapproved photos or an
// unpublished scammer report.

type SectionKey = keyof ModerationQueue;
const SECTION_KEYS = Object.keys(SECTION_QUERIES) as SectionKey[];

/** How many items wait in each section: one statement of a scalar count per section. */
export async function queueCounts(actor: Actor): Promise<QueueCounts> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const columns = SECTION_KEYS.map((key) => sql`${SECTION_QUERIES[key].count} as ${sql.identifier(key)}`);
  const result = await db.execute<Record<SectionKey, number | string>>(sql`select ${sql.join(columns, sql`, `)}`);
  const row = result.rows[0]!;
  return Object.fromEntries(SECTION_KEYS.map((key) => [key, Number(row[key])])) as QueueCounts;
}

/** The /admin summary: the queue's counts and the chats flagged for a moderator. */
export async function moderationCounts(actor: Actor): Promise<ModerationCounts> {
  const [counts, chats] = await Promise.all([queueCounts(actor), listFlaggedChats(actor)]);
  return { ...counts, flaggedChats: chats.length };
}

/**
 * A page of every section, oldest first: the first, or the one `pages` names (1-based). Every
 * section's page in one statement (each a JSON array of its rows); a section whose rows need more
 * than SQL reads its own.
 */
export async function moderationQueue(actor: Actor, pages: QueuePages = {}): Promise<ModerationQueue> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const offset = (key: SectionKey) => ((pages[key] ?? 1) - 1) * QUEUE_PAGE;
  const grouped = SECTION_KEYS.flatMap((key) => {
    const section = SECTION_QUERIES[key];
    return 'page' in section ? [{ key, section }] : [];
  });
  const [result, ...own] = await Promise.all([
    db.execute<Record<SectionKey, unknown>>(
      sql`select ${sql.join(
        grouped.map(({ key, section }) => sql`${section.page(offset(key))} as ${sql.identifier(key)}`),
        sql`, `,
      )}`,
    ),
    ...SECTION_KEYS.map((key) => {
      const section = SECTION_QUERIES[key];
      return 'list' in section ? section.list(db, offset(key)) : undefined;
    }),
  ]);
  const row = result.rows[0]!;
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as never[];
  return Object.fromEntries(
    SECTION_KEYS.map((key, index) => {
      const section = SECTION_QUERIES[key];
      return [key, 'page' in section ? section.read(json(row[key])) : own[index]];
    }),
  ) as unknown as ModerationQueue;
}
