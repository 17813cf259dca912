import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatZonedDateTime } from '@/lib/zoned-time';
import { getDb, type Tx } from '@/server/db';
import { auditLog, moderationClaims, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import type { DecidedItemKind } from './item-kinds';
import { DECIDED_ITEMS } from './kinds';

// One decision per item (docs/decisions/040). A decision names the version of the item the
// moderator saw; the first statement of its transaction is a conditional UPDATE of the item's row
// (`WHERE id = $1 AND version = $2 AND <still waiting>`), which takes the row's lock and, through
// the version trigger, moves the version on. A second decision on the same item, at the same
// moment or later, matches no row: it is answered 409 with who decided and when (from the audit
// log), and its transaction, mail and notice never happen. Each kind's table, version, waiting
// condition and audit actions are its definition's (kinds/).

/**
 * The first statement of a decision's transaction: holds the item at the version the moderator
 * saw while it still waits, or throws the 409 (or the 404 of an item that never was), and ends its
 * claim. Every later statement of the decision runs under the row's lock.
 */
export async function holdItem(tx: Tx, kind: DecidedItemKind, id: number, version: number | undefined): Promise<void> {
  const item = DECIDED_ITEMS[kind];
  const seen = version === undefined ? undefined : eq(item.decided.version, version);
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
        eq(auditLog.targetTable, item.decided.subjectTable),
        eq(auditLog.targetId, String(id)),
        inArray(auditLog.action, [...item.decided.actions]),
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
