import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db';
import { appeals, moderationClaims } from '@/server/db/schema';
import { DECIDED_ITEMS } from './kinds';

// A deleted account leaves every queue with the deletion, in its transaction: her pending profile
// and photos are no longer waiting (the queue's sections read `accountNotDeleted`, and the deletion
// writes the account's deleted ban), her open appeals are withdrawn, and the claims on her items
// (each kind whose `decided.girl` names her) end.
// Nothing of hers is left for a moderator to decide, or to read her name, e-mail and picture from.

/** Withdraws her or his open appeals and ends the claims on the items of the girls given. */
export async function leaveEveryQueue(tx: Tx, userId: string, girlIds: readonly number[]): Promise<void> {
  await tx
    .update(appeals)
    .set({ status: 'withdrawn', resolvedAt: new Date() })
    .where(and(eq(appeals.appellantUserId, userId), eq(appeals.status, 'open')));
  if (girlIds.length === 0) return;
  const ids = [...girlIds];
  const owned = Object.entries(DECIDED_ITEMS).flatMap(([kind, item]) => {
    const girl = item.decided.girl;
    if (!girl) return [];
    const items =
      girl === item.id
        ? inArray(moderationClaims.itemId, ids)
        : sql`${moderationClaims.itemId} IN (SELECT ${item.id} FROM ${item.table} WHERE ${inArray(girl, ids)})`;
    return [and(eq(moderationClaims.itemKind, kind), items)];
  });
  await tx.delete(moderationClaims).where(or(...owned));
}
