import 'server-only';
import { and, eq } from 'drizzle-orm';
import { isPublicGirl } from '@/features/girls/queries';
import { requirePermission } from '@/server/auth/permissions';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { follows } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';

// Spec §6. Following also subscribes him to her travel alerts.

function guyIdOf(actor: Actor): number {
  requirePermission(actor, 'follow:write');
  if (!actor.guyId) throw new AppError('forbidden');
  return actor.guyId;
}

async function assertPublicGirl(girlId: number): Promise<void> {
  if (!(await isPublicGirl(girlId))) throw new AppError('not_found');
}

export async function followGirl(actor: Actor, girlId: number): Promise<{ following: true }> {
  const guyId = guyIdOf(actor);
  await assertPublicGirl(girlId);
  const db = await getDb();
  // The button may be pressed in two tabs.
  await db.insert(follows).values({ girlId, guyUserId: guyId }).onConflictDoNothing();
  return { following: true };
}

export async function unfollowGirl(actor: Actor, girlId: number): Promise<{ following: false }> {
  const guyId = guyIdOf(actor);
  const db = await getDb();
  await db.delete(follows).where(and(eq(follows.girlId, girlId), eq(follows.guyUserId, guyId)));
  return { following: false };
}

export async function isFollowing(actor: Actor, girlId: number): Promise<boolean> {
  if (actor.kind === 'visitor' || !actor.guyId) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.girlId, girlId), eq(follows.guyUserId, actor.guyId)))
    .limit(1);
  return !!row;
}
