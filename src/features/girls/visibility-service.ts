import 'server-only';
import { and, eq } from 'drizzle-orm';
import { scopeOf } from '@/server/auth/scope';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { girls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';

/**
 * The dashboard's Show Profile switch: sets girl_show_profile on the actor's own girl row.
 * Ownership is in the WHERE (scopeOf: her own girl id), so naming another girl's id changes nothing and is
 * answered 403; moderators hide profiles through admin_show_profile, not through this.
 */
export async function setGirlVisibility(
  actor: Actor,
  girlId: number,
  visible: boolean,
): Promise<{ girlId: number; visible: boolean }> {
  const own = scopeOf(actor, 'girl-visibility:write', { girlId: girls.id });
  const db = await getDb();
  const [updated] = await db
    .update(girls)
    .set({ girlShowProfile: visible })
    .where(and(eq(girls.id, girlId), own))
    .returning({ id: girls.id, visible: girls.girlShowProfile });
  if (!updated) throw new AppError('forbidden');
  return { girlId: updated.id, visible: updated.visible };
}
