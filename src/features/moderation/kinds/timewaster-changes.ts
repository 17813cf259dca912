import 'server-only';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { pendingDiff } from '@/features/timewasters/pending-diff';
import type { Db } from '@/server/db';
import { openedChange } from '@/server/sealed-changes';
import { openContact, openedEntry, type SealedKind } from '@/server/sealed-contacts';
import { girls, timewasterChanges, timewasterEmails, timewasterPhones, timewasters } from '@/server/db/schema';
import { QUEUE_PAGE } from '../queue-items';
import { girlHistory, toPersonHistory, type HistoryRow } from '../person-history';
import type { PersonHistory } from '../queue-items';
import { defineKind } from './define';

/**
 * A girl's change to an approved timewaster entry that waits for a moderator (docs/decisions/050):
 * an edit of who the entry is about, or a phone or an e-mail she added; shown as a diff.
 */
export interface PendingTimewasterChange {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  timewasterId: number;
  /** The entry's approved name. */
  entryName: string;
  kind: 'edit' | 'phone' | 'email';
  /** Each field the change touches: what the entry shows now, and what it would show. */
  fields: { label: string; before: string | null; after: string | null }[];
  /** The proposing girl's stage name, or null when her account is gone. */
  proposer: string | null;
  /** Whether she reported the entry herself. */
  ownEntry: boolean;
  createdAt: string;
  /** The proposing girl's history. */
  history: PersonHistory;
}

/** Each change as a diff against the entry as it is now, its contacts opened here on the server (decision 053). */
async function listTimewasterChanges(
  db: Db,
  where: SQL | undefined,
  offset: number,
): Promise<PendingTimewasterChange[]> {
  const rows = await db
    .select({
      change: timewasterChanges,
      entry: timewasters,
      proposer: girls.stageName,
      history: sql<HistoryRow | string>`${girlHistory()}`,
    })
    .from(timewasterChanges)
    .innerJoin(timewasters, eq(timewasters.id, timewasterChanges.timewasterId))
    .leftJoin(girls, eq(girls.id, timewasterChanges.girlId))
    .where(where)
    .orderBy(asc(timewasterChanges.id))
    .limit(QUEUE_PAGE)
    .offset(offset);
  if (!rows.length) return [];
  const ids = [...new Set(rows.map((r) => r.entry.id))];
  const [phones, emails] = await Promise.all([
    db
      .select({ timewasterId: timewasterPhones.timewasterId, sealed: timewasterPhones.phoneSealed })
      .from(timewasterPhones)
      .where(inArray(timewasterPhones.timewasterId, ids))
      .orderBy(asc(timewasterPhones.id)),
    db
      .select({ timewasterId: timewasterEmails.timewasterId, sealed: timewasterEmails.emailSealed })
      .from(timewasterEmails)
      .where(inArray(timewasterEmails.timewasterId, ids))
      .orderBy(asc(timewasterEmails.id)),
  ]);
  const of = (list: { timewasterId: number; sealed: string }[], id: number, kind: SealedKind) =>
    list.filter((c) => c.timewasterId === id).map((c) => openContact(kind, c.sealed));
  return rows.map(({ change, entry, proposer, history }) => ({
    id: change.id,
    version: change.version,
    timewasterId: entry.id,
    entryName: entry.name,
    kind: change.kind,
    fields: pendingDiff(openedChange(change), openedEntry(entry), {
      phones: of(phones, entry.id, 'phone'),
      emails: of(emails, entry.id, 'email'),
    }),
    proposer,
    ownEntry: change.girlId !== null && change.girlId === entry.girlId,
    createdAt: change.createdAt.toISOString(),
    // A driver that does not parse json sends it as text.
    history: toPersonHistory(typeof history === 'string' ? (JSON.parse(history) as HistoryRow) : history, 'girl'),
  }));
}

/** A pending change waits while its row exists: a decision deletes it. */
export const timewasterChangesKind = defineKind<PendingTimewasterChange[]>({
  table: timewasterChanges,
  id: timewasterChanges.id,
  waiting: undefined,
  from: sql`${timewasterChanges}
            inner join ${timewasters} on ${timewasters.id} = ${timewasterChanges.timewasterId}
            left join ${girls} on ${girls.id} = ${timewasterChanges.girlId}`,
  list: listTimewasterChanges,
  filterable: { created: timewasterChanges.createdAt, words: [timewasters.name, girls.stageName] },
  decided: {
    version: timewasterChanges.version,
    subjectTable: 'timewaster_changes',
    actions: ['timewaster-change.approve', 'timewaster-change.reject'],
  },
  decisionKind: 'timewaster-change',
});
