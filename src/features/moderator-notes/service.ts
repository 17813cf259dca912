import 'server-only';
import { eq } from 'drizzle-orm';
import { auditedUpdate, recordAudit } from '@/features/audit-log/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girls, guys, moderatorCommentsGirls, moderatorCommentsGuys } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import type { ModeratorNote } from './schema';

// The moderators' notes on a girl or a guy: any moderator edits any note; every write is audited.

const SUBJECTS = {
  girl: {
    people: girls,
    notes: moderatorCommentsGirls,
    about: moderatorCommentsGirls.girlId,
    key: 'girlId',
    action: 'girl-note',
    table: 'moderator_comments_girls',
  },
  guy: {
    people: guys,
    notes: moderatorCommentsGuys,
    about: moderatorCommentsGuys.guyUserId,
    key: 'guyUserId',
    action: 'guy-comment',
    table: 'moderator_comments_guys',
  },
} as const;

export type NoteSubject = keyof typeof SUBJECTS;

export async function addNote(
  actor: Actor,
  about: NoteSubject,
  personId: number,
  note: ModeratorNote,
): Promise<number> {
  requirePermission(actor, 'admin:access');
  const subject = SUBJECTS[about];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: subject.people.id })
      .from(subject.people)
      .where(eq(subject.people.id, personId))
      .limit(1);
    if (!person) throw new AppError('not_found');
    const written = { [subject.key]: personId, comment: note.comment };
    const [row] = await tx
      .insert(subject.notes)
      .values({ ...written, moderatorUserId: actor.userId } as typeof moderatorCommentsGirls.$inferInsert &
        typeof moderatorCommentsGuys.$inferInsert)
      .returning({ id: subject.notes.id });
    await recordAudit(tx, actor, {
      action: `${subject.action}.add`,
      subjectTable: subject.table,
      subjectId: row!.id,
      before: null,
      after: written,
    });
    return row!.id;
  });
}

export async function editNote(actor: Actor, about: NoteSubject, noteId: number, note: ModeratorNote): Promise<void> {
  requirePermission(actor, 'admin:access');
  const subject = SUBJECTS[about];
  const db = await getDb();
  await db.transaction((tx) =>
    auditedUpdate(tx, actor, {
      table: subject.notes,
      where: eq(subject.notes.id, noteId),
      subjectId: noteId,
      columns: { [subject.key]: subject.about, comment: subject.notes.comment },
      set: { comment: note.comment, updatedAt: new Date() },
      action: `${subject.action}.edit`,
    }),
  );
}
