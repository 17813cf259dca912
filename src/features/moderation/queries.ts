import 'server-only';
import { listFlaggedChats } from '@/features/ai-chat/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import type { ModerationCounts, ModerationQueue } from './queue-items';
import { SECTION_QUERIES } from './section-queries';

// What waits for a moderator, read section by section from SECTION_QUERIES. Every read asks for
// admin:access first: nobody else reaches a pending girl's e-mail, her unapproved photos or an
// unpublished scammer report.

type SectionKey = keyof ModerationQueue;
const SECTION_KEYS = Object.keys(SECTION_QUERIES) as SectionKey[];

/** Runs `read` for every section at once; the answer keeps each section's own type. */
async function eachSection<Answer extends { [Key in SectionKey]: unknown }>(
  read: <Key extends SectionKey>(key: Key) => Promise<Answer[Key]>,
): Promise<Answer> {
  const answers = await Promise.all(SECTION_KEYS.map((key) => read(key)));
  return Object.fromEntries(SECTION_KEYS.map((key, index) => [key, answers[index]])) as Answer;
}

/** How many items wait in each section (the /admin summary and the page's headings). */
export async function moderationCounts(actor: Actor): Promise<ModerationCounts> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const [counts, chats] = await Promise.all([
    eachSection<{ [Key in SectionKey]: number }>((key) => SECTION_QUERIES[key].count(db)),
    listFlaggedChats(actor),
  ]);
  return { ...counts, flaggedChats: chats.length };
}

/** The first page of every section, oldest first. */
export async function moderationQueue(actor: Actor): Promise<ModerationQueue> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  return eachSection<ModerationQueue>((key) => SECTION_QUERIES[key].list(db));
}
