import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { moderatorCommentsGirls, user } from '@/server/db/schema';

/** The JSON:API type of GET /api/v1/girls/{id}/moderator-notes. */
export const MODERATOR_NOTE_TYPE = 'moderatorNotes';

export interface ModeratorNoteDto {
  id: number;
  comment: string;
  moderator: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The moderators' notes on a girl, oldest first. Moderators only: nobody else ever reads them. */
export async function listGirlNotes(actor: Actor, girlId: number): Promise<ModeratorNoteDto[]> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const rows = await db
    .select({
      id: moderatorCommentsGirls.id,
      comment: moderatorCommentsGirls.comment,
      moderator: user.username,
      createdAt: moderatorCommentsGirls.createdAt,
      updatedAt: moderatorCommentsGirls.updatedAt,
    })
    .from(moderatorCommentsGirls)
    .leftJoin(user, eq(user.id, moderatorCommentsGirls.moderatorUserId))
    .where(eq(moderatorCommentsGirls.girlId, girlId))
    .orderBy(asc(moderatorCommentsGirls.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
}
