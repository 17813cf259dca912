import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { tell } from '@/features/due-process/decision-mail';
import { recordDeletion } from '@/features/due-process/decision-notices';
import { subjectNoticeMail } from '@/features/due-process/receipts';
import type { DeletionReason } from '@/features/due-process/reason-codes';
import { publicGirlCondition } from '@/features/girls/queries';
import { publicGuyCondition } from '@/features/guys/queries';
import { publicScammerCondition } from '@/features/scammers/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { comments, girls, guys, user } from '@/server/db/schema';
import { isEnabled } from '@/server/flags';
import { AppError } from '@/server/http/app-error';
import { dropCacheTag } from '@/server/cache';
import { commentsThreadTag } from './queries';
import { COMMENT_THREAD_FLAGS, type CommentThread, type CommentValues } from './schema';

/** Whether the thread's widget is served at all (spec §6 flags; the scammer page's always is). */
export function commentsEnabled(thread: CommentThread): boolean {
  const flag = COMMENT_THREAD_FLAGS[thread];
  return flag === null || isEnabled(flag);
}

/** Whether the page that carries the thread is public: only there may anyone comment. */
async function subjectIsPublic(thread: CommentThread, subjectId: number | null): Promise<boolean> {
  if (thread === 'home') return true;
  if (subjectId === null) return false;
  const db = await getDb();
  if (thread === 'guy-profile') {
    const [guy] = await db
      .select({ id: guys.id })
      .from(guys)
      .innerJoin(user, eq(user.id, guys.userId))
      .where(and(eq(guys.id, subjectId), publicGuyCondition))
      .limit(1);
    return Boolean(guy);
  }
  const [girl] = await db
    .select({ id: girls.id })
    .from(girls)
    // publicGirlCondition reads the account's standing.
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(eq(girls.id, subjectId), thread === 'scammer' ? publicScammerCondition : publicGirlCondition))
    .limit(1);
  return Boolean(girl);
}

/** A flag-off thread or a non-public page answers like a missing one. */
export async function addComment(actor: Actor, values: CommentValues): Promise<{ id: number }> {
  requirePermission(actor, 'comment:write');
  if (!commentsEnabled(values.thread) || !(await subjectIsPublic(values.thread, values.subjectId)))
    throw new AppError('not_found');
  const db = await getDb();
  const subject =
    values.thread === 'home'
      ? {}
      : values.thread === 'guy-profile'
        ? { guyUserId: values.subjectId }
        : { girlId: values.subjectId };
  const [row] = await db
    .insert(comments)
    .values({ thread: values.thread, ...subject, authorUserId: actor.userId, comment: values.comment })
    .returning({ id: comments.id });
  dropCacheTag(commentsThreadTag(values.thread, values.subjectId));
  return row!;
}

/** A moderator deletes a comment; the audit row keeps what it said and who wrote it. */
export async function deleteComment(actor: Actor, id: number, reason: DeletionReason): Promise<void> {
  requirePermission(actor, 'comment:delete:any');
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(comments)
      .where(eq(comments.id, id))
      .returning({
        thread: comments.thread,
        girlId: comments.girlId,
        guyUserId: comments.guyUserId,
        authorUserId: comments.authorUserId,
        comment: comments.comment,
        createdAt: sql<string>`${comments.createdAt}::text`,
      });
    if (!before) throw new AppError('not_found');
    // Its author is told why (decision 037).
    const told = await recordDeletion(
      tx,
      actor,
      { action: 'comment.delete', subjectTable: 'comments', subjectId: id, before },
      reason,
      {
        userId: before.authorUserId,
        kind: 'comment',
        role: 'subject',
        subject: `Your comment of ${before.createdAt.slice(0, 10)}`,
      },
    );
    return { ...before, ...told };
  });
  if (deleted.to) await tell(deleted.to, subjectNoticeMail(deleted.notice, { accepted: 'kept', refused: 'deleted' }));
  // After the commit, so no request can cache the list with the comment still in it.
  const subjectId = deleted.thread === 'guy-profile' ? deleted.guyUserId : deleted.girlId;
  dropCacheTag(commentsThreadTag(deleted.thread, deleted.thread === 'home' ? null : subjectId));
}
