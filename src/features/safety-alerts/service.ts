import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { girls, safetyAlerts } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { requireAlertedGirl, requireGirlAccount, type SafetyAlertSettingDto } from './queries';

// Her writes (docs/decisions/043): marking her own alert seen and her setting. Not moderator
// actions, so not audited; someone else's alert answers 404 like a missing one.

/** Marks one of her alerts seen (again: no change); returns its id. */
export async function markSafetyAlertSeen(actor: Actor, id: number): Promise<{ id: number; seen: true }> {
  requireAlertedGirl(actor);
  const db = await getDb();
  const mine = and(eq(safetyAlerts.id, id), eq(safetyAlerts.girlId, actor.girlId));
  const [updated] = await db
    .update(safetyAlerts)
    .set({ seenAt: new Date() })
    .where(and(mine, isNull(safetyAlerts.seenAt)))
    .returning({ id: safetyAlerts.id });
  if (updated) return { id: updated.id, seen: true };
  const [existing] = await db.select({ id: safetyAlerts.id }).from(safetyAlerts).where(mine).limit(1);
  if (!existing) throw new AppError('not_found');
  return { id: existing.id, seen: true };
}

/** Her "Safety alerts" setting: off, no alert is recorded or mailed for her (the SQL reads it). */
export async function setSafetyAlertSetting(
  actor: Actor,
  values: SafetyAlertSettingDto,
): Promise<SafetyAlertSettingDto> {
  requireGirlAccount(actor);
  const db = await getDb();
  const [row] = await db
    .update(girls)
    .set({ safetyAlerts: values.enabled })
    .where(eq(girls.id, actor.girlId))
    .returning({ enabled: girls.safetyAlerts });
  if (!row) throw new AppError('not_found');
  return row;
}
