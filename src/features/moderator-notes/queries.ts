import 'server-only';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { moderatorCommentsGirls, moderatorCommentsGuys, user } from '@/server/db/schema';

export const MODERATOR_NOTE_TYPE = 'moderatorNotes';

export interface ModeratorNoteDto {
  id: number;
  comment: string;
  moderator: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Moderators only. */
export async function listGirlNotes(actor: Actor, girlId: number): Promise<ModeratorNoteDto[]> {
  requirePermission(actor, 'admin:access');
  return notesOn(moderatorCommentsGirls, eq(moderatorCommentsGirls.girlId, girlId));
}

export async function listGuyNotes(actor: Actor, guyId: number): Promise<ModeratorNoteDto[]> {
  requirePermission(actor, 'admin:access');
  return notesOn(moderatorCommentsGuys, eq(moderatorCommentsGuys.guyUserId, guyId));
}

async function notesOn(
  notes: typeof moderatorCommentsGirls | typeof moderatorCommentsGuys,
  about: SQL,
): Promise<ModeratorNoteDto[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: notes.id,
      comment: notes.comment,
      moderator: user.username,
      createdAt: notes.createdAt,
      updatedAt: notes.updatedAt,
    })
    .from(notes)
    .leftJoin(user, eq(user.id, notes.moderatorUserId))
    .where(about)
    .orderBy(asc(notes.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
}
