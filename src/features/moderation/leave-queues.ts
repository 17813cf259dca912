import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ACCOUNT_DELETED_BAN_REASON, ACCOUNT_DELETED_BY_MODERATOR } from '@/server/auth/constants';
import type { Tx } from '@/server/db';
import { appeals, girlPhotos, moderationClaims, user } from '@/server/db/schema';

// A deleted account leaves every queue with the deletion, in its transaction: her pending profile
// and photos are no longer waiting (the queue's sections read `accountNotDeleted`, and the deletion
// writes the account's deleted ban), her open appeals are withdrawn, and the claims on her items end.
// Nothing of hers is left for a moderator to decide, or to read her name, e-mail and picture from.

/** The record's account (if any) is not a deleted one: a condition for the queue's sections. */
export function accountNotDeleted(userId: PgColumn): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${user} WHERE ${user.id} = ${userId} AND ${inArray(user.banReason, [
    ACCOUNT_DELETED_BAN_REASON,
    ACCOUNT_DELETED_BY_MODERATOR,
  ])})`;
}

/** Withdraws her or his open appeals and ends the claims on the items of the girls given. */
export async function leaveEveryQueue(tx: Tx, userId: string, girlIds: readonly number[]): Promise<void> {
  await tx
    .update(appeals)
    .set({ status: 'withdrawn', resolvedAt: new Date() })
    .where(and(eq(appeals.appellantUserId, userId), eq(appeals.status, 'open')));
  if (girlIds.length === 0) return;
  const photoIds = tx
    .select({ id: girlPhotos.id })
    .from(girlPhotos)
    .where(inArray(girlPhotos.girlId, [...girlIds]));
  await tx.delete(moderationClaims).where(
    sql`(${moderationClaims.itemKind} IN ('girls', 'scammerReports') AND ${inArray(moderationClaims.itemId, [...girlIds])})
        OR (${moderationClaims.itemKind} = 'photos' AND ${inArray(moderationClaims.itemId, photoIds)})`,
  );
}
