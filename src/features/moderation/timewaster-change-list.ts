import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { pendingDiff } from '@/features/timewasters/pending-diff';
import type { Db } from '@/server/db';
import { openedChange } from '@/server/sealed-changes';
import { openContact, openedEntry, type SealedKind } from '@/server/sealed-contacts';
import { girls, timewasterChanges, timewasterEmails, timewasterPhones, timewasters } from '@/server/db/schema';
import { QUEUE_PAGE, type ModerationQueue, type Waiting } from './queue-items';

// The "Timewaster changes" section: girls' changes to approved entries, oldest first, each as a
// diff against the entry as it is now (docs/decisions/050), its contacts opened here on the server
// (decision 053).

export async function listTimewasterChanges(
  db: Db,
  waiting: Waiting,
  offset = 0,
): Promise<ModerationQueue['timewasterChanges']> {
  const rows = await db
    .select({
      change: timewasterChanges,
      entry: timewasters,
      proposer: girls.stageName,
    })
    .from(timewasterChanges)
    .innerJoin(timewasters, eq(timewasters.id, timewasterChanges.timewasterId))
    .leftJoin(girls, eq(girls.id, timewasterChanges.girlId))
    .where(waiting)
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
  return rows.map(({ change, entry, proposer }) => ({
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
  }));
}
