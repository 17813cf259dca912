import 'server-only';
import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { formatZonedDateTime } from '@/lib/zoned-time';
import { getDb, type Tx } from '@/server/db';
import {
  auditLog,
  girlPhotos,
  girls,
  moderationClaims,
  sessionGirlImages,
  sessionGirlReports,
  sessionGirls,
  timewasterChanges,
  timewasters,
  user,
} from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import type { DecidedItemKind } from './item-kinds';
import { accountNotDeleted } from './leave-queues';

// One decision per item (docs/decisions/040). A decision names the version of the item the
// moderator saw; the first statement of its transaction is a conditional UPDATE of the item's row
// (`WHERE id = $1 AND version = $2 AND <still waiting>`), which takes the row's lock and, through
// the version trigger, moves the version on. A second decision on the same item, at the same
// moment or later, matches no row: it is answered 409 with who decided and when (from the audit
// log), and its transaction, mail and notice never happen.

interface DecidedItem {
  table: PgTable;
  id: PgColumn;
  version: PgColumn;
  /** The audit log's subject table of the item's decisions. */
  subjectTable: string;
  /** The audit actions that decide it. */
  actions: readonly string[];
  /** Still waiting for a moderator (the decision's own condition). */
  waiting: SQL | undefined;
}

/** Each kind's row: its table, its id and version, its audited decisions and its waiting condition. */
export const DECIDED_ITEMS: Readonly<Record<DecidedItemKind, DecidedItem>> = {
  girls: {
    table: girls,
    id: girls.id,
    version: girls.version,
    subjectTable: 'girls',
    actions: ['girl.approve', 'girl.reject'],
    waiting: and(
      eq(girls.matsideGirl, true),
      eq(girls.isScammer, false),
      isNull(girls.profileApproved),
      accountNotDeleted(girls.userId),
    ),
  },
  photos: {
    table: girlPhotos,
    id: girlPhotos.id,
    version: girlPhotos.version,
    subjectTable: 'girl_photos',
    actions: ['girl-photo.approve', 'girl-photo.reject'],
    waiting: eq(girlPhotos.approved, false),
  },
  scammerReports: {
    table: girls,
    id: girls.id,
    version: girls.version,
    subjectTable: 'girls',
    actions: ['scammer.publish', 'scammer.refuse'],
    waiting: and(eq(girls.isScammer, true), isNull(girls.profileApproved), isNotNull(girls.reportedUsername)),
  },
  sessionGirlPictures: {
    table: sessionGirls,
    id: sessionGirls.id,
    version: sessionGirls.version,
    subjectTable: 'session_girls',
    actions: ['session-girl.picture-approve', 'session-girl.picture-replace', 'session-girl.picture-reject'],
    waiting: and(isNull(sessionGirls.profilePicApproved), isNotNull(sessionGirls.cloudinarySecureUrl)),
  },
  sessionGirlImages: {
    table: sessionGirlImages,
    id: sessionGirlImages.id,
    version: sessionGirlImages.version,
    subjectTable: 'session_girl_images',
    actions: ['session-girl-image.approve', 'session-girl-image.reject'],
    waiting: isNull(sessionGirlImages.jenApproved),
  },
  sessionGirlReports: {
    table: sessionGirlReports,
    id: sessionGirlReports.id,
    version: sessionGirlReports.version,
    subjectTable: 'session_girl_reports',
    actions: ['session-girl-report.handled', 'session-girl-report.delete'],
    waiting: isNull(sessionGirlReports.handledAt),
  },
  timewasterReports: {
    table: timewasters,
    id: timewasters.id,
    version: timewasters.version,
    subjectTable: 'timewasters',
    actions: ['timewaster.approve', 'timewaster.delete', 'timewaster.merge'],
    waiting: eq(timewasters.approved, false),
  },
  // A pending change waits while its row exists: a decision deletes it.
  timewasterChanges: {
    table: timewasterChanges,
    id: timewasterChanges.id,
    version: timewasterChanges.version,
    subjectTable: 'timewaster_changes',
    actions: ['timewaster-change.approve', 'timewaster-change.reject'],
    waiting: undefined,
  },
};

/**
 * The first statement of a decision's transaction: holds the item at the version the moderator
 * saw while it still waits, or throws the 409 (or the 404 of an item that never was), and ends its
 * claim. Every later statement of the decision runs under the row's lock.
 */
export async function holdItem(tx: Tx, kind: DecidedItemKind, id: number, version: number | undefined): Promise<void> {
  const item = DECIDED_ITEMS[kind];
  const seen = version === undefined ? undefined : eq(item.version, version);
  const held = await tx.execute<{ id: number }>(
    sql`UPDATE ${item.table} SET "version" = "version" WHERE ${and(eq(item.id, id), seen, item.waiting)} RETURNING ${item.id}`,
  );
  if (held.rows.length === 0) throw await notDecidable(kind, id, tx);
  // The decision ends the item's claim, in the same transaction (a failed decision keeps it).
  await tx.delete(moderationClaims).where(and(eq(moderationClaims.itemKind, kind), eq(moderationClaims.itemId, id)));
}

/**
 * A decision's transaction: holds the item first (holdItem), runs the decision's statements under
 * its lock, and answers what they answer.
 */
export async function decideHeldItem<T>(
  kind: DecidedItemKind,
  id: number,
  version: number | undefined,
  decide: (tx: Tx) => Promise<T>,
): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await holdItem(tx, kind, id, version);
    return decide(tx);
  });
}

/**
 * Why an item cannot be decided: 409 naming the moderator who decided it and when, 409 "changed"
 * when it still exists (another version, or decided without an audited decision), or the 404 of
 * an item that does not exist.
 */
export async function notDecidable(kind: DecidedItemKind, id: number, tx?: Tx): Promise<AppError> {
  const item = DECIDED_ITEMS[kind];
  const db = tx ?? (await getDb());
  const [decided] = await db
    .select({ username: user.username, name: user.name, at: auditLog.at })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.targetTable, item.subjectTable),
        eq(auditLog.targetId, String(id)),
        inArray(auditLog.action, [...item.actions]),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  if (decided) return new AppError('conflict', alreadyDecided(decided.username ?? decided.name ?? null, decided.at));
  const exists = await db.$count(item.table, eq(item.id, id));
  return exists ? new AppError('conflict', ITEM_CHANGED) : new AppError('not_found');
}

export const ITEM_CHANGED = 'This item changed after you opened it. The queue now shows it as it is.';

/** The 409's detail: moderators may see each other's usernames (never the people decided on). */
export function alreadyDecided(moderator: string | null, at: Date): string {
  return `Already decided by ${moderator ?? 'a moderator whose account is gone'} on ${formatZonedDateTime(at, 'UTC')}.`;
}
