import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { auditedDelete, auditedUpdate } from '@/features/audit-log/service';
import { SESSION_GIRLS_CACHE_TAG } from '@/features/session-girls/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { dropCacheTag } from '@/server/cache';
import { getDb, type Tx } from '@/server/db';
import { sessionGirls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import type { SessionGirlPatch } from './schema';

// /admin/manage-sessiongirls' writes on session_girls: edit the e-mail, match a legacy id, delete.

/** Set email on a session girl ('' = no match) and/or match with legacy (spec §7). */
export async function updateSessionGirl(actor: Actor, id: number, patch: SessionGirlPatch): Promise<void> {
  requirePermission(actor, 'admin:access');
  const changes: Partial<Pick<typeof sessionGirls.$inferInsert, 'email' | 'legacyGirlId'>> = {};
  if (patch.email !== undefined) changes.email = patch.email.toLowerCase();
  if (patch.legacyGirlId !== undefined) changes.legacyGirlId = patch.legacyGirlId;
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (changes.legacyGirlId != null) await refuseTakenLegacyId(tx, id, changes.legacyGirlId);
    await auditedUpdate(tx, actor, {
      table: sessionGirls,
      where: eq(sessionGirls.id, id),
      subjectId: id,
      columns: { email: sessionGirls.email, legacyGirlId: sessionGirls.legacyGirlId },
      set: { ...changes, updatedAt: new Date() },
      action: 'session-girl.update',
    });
  });
}

export const legacyIdTaken = (otherId: number) =>
  `This legacy id is already matched to session girl #${otherId}. Clear it there first.`;

/** A legacy id names one legacy girl: a second session girl with it is a 409 naming the first. */
export async function refuseTakenLegacyId(tx: Tx, id: number, legacyGirlId: number): Promise<void> {
  const [taken] = await tx
    .select({ id: sessionGirls.id })
    .from(sessionGirls)
    .where(and(eq(sessionGirls.legacyGirlId, legacyGirlId), ne(sessionGirls.id, id)))
    .limit(1);
  if (taken) throw new AppError('conflict', legacyIdTaken(taken.id), { source: { pointer: '/legacyGirlId' } });
}

/** Deletes a session girl with her images, reports and travels (foreign keys cascade). */
export async function deleteSessionGirl(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction((tx) =>
    auditedDelete(tx, actor, {
      table: sessionGirls,
      where: eq(sessionGirls.id, id),
      subjectId: id,
      columns: {
        username: sessionGirls.username,
        name: sessionGirls.name,
        email: sessionGirls.email,
        legacyGirlId: sessionGirls.legacyGirlId,
        profileApproved: sessionGirls.profileApproved,
      },
      action: 'session-girl.delete',
    }),
  );
  dropCacheTag(SESSION_GIRLS_CACHE_TAG);
}
