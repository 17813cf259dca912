import 'server-only';
import { and, eq, not, or, sql } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { moderationClaims, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { notDecidable } from './decision-guard';
import { DECIDED_ITEMS } from './kinds';
import { CLAIM_MINUTES, claimedBy, isDecidedItemKind, type DecidedItemKind, type ItemClaim } from './item-kinds';
import type { ClaimRequest } from './schema';

// Claims on queue items (docs/decisions/040): a moderator says she is looking at an item; others
// see "Claimed by …" and may take it over (audited, before: the old moderator, after: the new). A
// claim never blocks a decision; it lapses after CLAIM_MINUTES and the item's decision deletes it.

/** A claim younger than CLAIM_MINUTES; an older one counts as none. */
const live = sql`${moderationClaims.claimedAt} > now() - ${sql.raw(`interval '${CLAIM_MINUTES} minutes'`)}`;

const ofItem = (kind: DecidedItemKind, itemId: number) =>
  and(eq(moderationClaims.itemKind, kind), eq(moderationClaims.itemId, itemId));

/**
 * PUT /api/v1/admin/claims/{kind}/{id}: claim a waiting item, renew one's own claim, or take over
 * another moderator's (`takeOver`; without it her live claim is a 409 naming her).
 */
export async function claimItem(
  actor: Actor,
  kind: DecidedItemKind,
  itemId: number,
  request: ClaimRequest,
): Promise<ItemClaim> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const item = DECIDED_ITEMS[kind];
  return db.transaction(async (tx) => {
    const waits = await tx.$count(item.table, and(eq(item.id, itemId), item.waiting));
    if (!waits) throw await notDecidable(kind, itemId, tx);
    const [previous] = await tx
      .select({ userId: moderationClaims.moderatorUserId, username: user.username, name: user.name })
      .from(moderationClaims)
      .innerJoin(user, eq(user.id, moderationClaims.moderatorUserId))
      .where(and(ofItem(kind, itemId), live))
      .limit(1);
    const other = previous && previous.userId !== actor.userId ? previous : null;
    if (other && !request.takeOver) throw new AppError('conflict', claimedBy(other.username ?? other.name));
    // Only an absent, lapsed or own claim is replaced, unless taken over: two claims at the same
    // moment leave one claimant, and the other gets the 409.
    const [claim] = await tx
      .insert(moderationClaims)
      .values({ itemKind: kind, itemId, moderatorUserId: actor.userId })
      .onConflictDoUpdate({
        target: [moderationClaims.itemKind, moderationClaims.itemId],
        set: { moderatorUserId: actor.userId, claimedAt: sql`now()` },
        setWhere: request.takeOver ? undefined : or(eq(moderationClaims.moderatorUserId, actor.userId), not(live)),
      })
      .returning({ claimedAt: moderationClaims.claimedAt });
    if (!claim) throw new AppError('conflict', claimedBy('another moderator'));
    await recordAudit(tx, actor, {
      action: other ? 'moderation-claim.take-over' : 'moderation-claim.claim',
      subjectTable: 'moderation_claims',
      subjectId: `${kind}:${itemId}`,
      before: { moderator: other ? (other.username ?? other.name) : null },
      after: { moderator: actor.username },
    });
    return { kind, itemId, moderator: actor.username, mine: true, claimedAt: claim.claimedAt.toISOString() };
  });
}

/** DELETE /api/v1/admin/claims/{kind}/{id}: give up one's own claim (anyone else's is a 404). */
export async function releaseClaim(actor: Actor, kind: DecidedItemKind, itemId: number): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const released = await tx
      .delete(moderationClaims)
      .where(and(ofItem(kind, itemId), eq(moderationClaims.moderatorUserId, actor.userId)))
      .returning({ itemId: moderationClaims.itemId });
    if (!released.length) throw new AppError('not_found');
    await recordAudit(tx, actor, {
      action: 'moderation-claim.release',
      subjectTable: 'moderation_claims',
      subjectId: `${kind}:${itemId}`,
      before: { moderator: actor.username },
      after: { moderator: null },
    });
  });
}

/** The live claims, for the queue: who holds each item, and whether it is the viewer. */
export async function listClaims(actor: Actor): Promise<ItemClaim[]> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const rows = await db
    .select({
      kind: moderationClaims.itemKind,
      itemId: moderationClaims.itemId,
      userId: moderationClaims.moderatorUserId,
      username: user.username,
      name: user.name,
      claimedAt: moderationClaims.claimedAt,
    })
    .from(moderationClaims)
    .innerJoin(user, eq(user.id, moderationClaims.moderatorUserId))
    .where(live);
  return rows.flatMap(({ kind, itemId, userId, username, name, claimedAt }) =>
    isDecidedItemKind(kind)
      ? [
          {
            kind,
            itemId,
            moderator: username ?? name,
            mine: userId === actor.userId,
            claimedAt: claimedAt.toISOString(),
          },
        ]
      : [],
  );
}
