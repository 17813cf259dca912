import 'server-only';
import { and, eq, not, or, sql } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { isoTime, jsonColumn, jsonRowsOf } from '@/server/db/json-rows';
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

/** A live claim as the statement reads it (liveClaims), before it is the queue's ItemClaim. */
interface ClaimRow {
  kind: string;
  itemId: number;
  userId: string;
  username: string | null;
  name: string;
  claimedAt: string;
}

/**
 * The live claims as one JSON array: a column of the queue's grouped read (queries.ts), so the
 * queue page does not read them in a statement of their own (decision 057).
 */
export const liveClaims = jsonRowsOf<ClaimRow>(
  {
    kind: moderationClaims.itemKind,
    itemId: moderationClaims.itemId,
    userId: moderationClaims.moderatorUserId,
    username: user.username,
    name: user.name,
    claimedAt: isoTime(moderationClaims.claimedAt),
  },
  sql`${moderationClaims} inner join ${user} on ${eq(user.id, moderationClaims.moderatorUserId)}`,
  live,
  sql`${moderationClaims.claimedAt}`,
);

/** The claims of `liveClaims` as the queue shows them to `actor`: who holds each item, and whether it is her. */
export function itemClaims(rows: ClaimRow[], actor: SignedInActor): ItemClaim[] {
  return rows.flatMap(({ kind, itemId, userId, username, name, claimedAt }) =>
    isDecidedItemKind(kind)
      ? [{ kind, itemId, moderator: username ?? name, mine: userId === actor.userId, claimedAt }]
      : [],
  );
}

/** The live claims, for the queue: who holds each item, and whether it is the viewer. */
export async function listClaims(actor: Actor): Promise<ItemClaim[]> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const result = await db.execute<{ claims: unknown }>(sql`select ${liveClaims} as claims`);
  return itemClaims(jsonColumn(result.rows[0]!.claims), actor);
}
