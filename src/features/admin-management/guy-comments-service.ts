import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import type { ModeratorNote } from '@/features/moderator-notes/schema';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { guys, moderatorCommentsGuys } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';

// Moderators' comments on guys (moderator_comments_guys): read by moderators only, on
// /admin/manage-guys/{id}. The same shape as the notes on girls (features/moderator-notes).

export async function addGuyComment(actor: Actor, guyId: number, note: ModeratorNote): Promise<number> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [guy] = await tx.select({ id: guys.id }).from(guys).where(eq(guys.id, guyId)).limit(1);
    if (!guy) throw new AppError('not_found');
    const [row] = await tx
      .insert(moderatorCommentsGuys)
      .values({ guyUserId: guyId, moderatorUserId: actor.userId, comment: note.comment })
      .returning({ id: moderatorCommentsGuys.id });
    await recordAudit(tx, actor, {
      action: 'guy-comment.add',
      subjectTable: 'moderator_comments_guys',
      subjectId: row!.id,
      before: null,
      after: { guyUserId: guyId, comment: note.comment },
    });
    return row!.id;
  });
}

/** Any moderator edits any comment: the comments are the team's. */
export async function editGuyComment(actor: Actor, commentId: number, note: ModeratorNote): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ guyUserId: moderatorCommentsGuys.guyUserId, comment: moderatorCommentsGuys.comment })
      .from(moderatorCommentsGuys)
      .where(eq(moderatorCommentsGuys.id, commentId))
      .limit(1);
    if (!before) throw new AppError('not_found');
    await tx
      .update(moderatorCommentsGuys)
      .set({ comment: note.comment, updatedAt: new Date() })
      .where(eq(moderatorCommentsGuys.id, commentId));
    await recordAudit(tx, actor, {
      action: 'guy-comment.edit',
      subjectTable: 'moderator_comments_guys',
      subjectId: commentId,
      before,
      after: { guyUserId: before.guyUserId, comment: note.comment },
    });
  });
}
