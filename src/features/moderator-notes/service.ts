import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girls, moderatorCommentsGirls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import type { ModeratorNote } from './schema';

/** A moderator adds a note to a girl's record (audited). */
export async function addGirlNote(actor: Actor, girlId: number, note: ModeratorNote): Promise<number> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [girl] = await tx.select({ id: girls.id }).from(girls).where(eq(girls.id, girlId)).limit(1);
    if (!girl) throw new AppError('not_found');
    const [row] = await tx
      .insert(moderatorCommentsGirls)
      .values({ girlId, moderatorUserId: actor.userId, comment: note.comment })
      .returning({ id: moderatorCommentsGirls.id });
    await recordAudit(tx, actor, {
      action: 'girl-note.add',
      subjectTable: 'moderator_comments_girls',
      subjectId: row!.id,
      after: { girlId, comment: note.comment },
    });
    return row!.id;
  });
}

/** A moderator edits a note (any moderator's: the notes are the team's). */
export async function editGirlNote(actor: Actor, noteId: number, note: ModeratorNote): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ comment: moderatorCommentsGirls.comment, girlId: moderatorCommentsGirls.girlId })
      .from(moderatorCommentsGirls)
      .where(eq(moderatorCommentsGirls.id, noteId))
      .limit(1);
    if (!before) throw new AppError('not_found');
    await tx
      .update(moderatorCommentsGirls)
      .set({ comment: note.comment, updatedAt: new Date() })
      .where(eq(moderatorCommentsGirls.id, noteId));
    await recordAudit(tx, actor, {
      action: 'girl-note.edit',
      subjectTable: 'moderator_comments_girls',
      subjectId: noteId,
      before,
      after: { girlId: before.girlId, comment: note.comment },
    });
  });
}
