import 'server-only';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { alertOf, DETAIL_COLUMNS, DETAIL_JOINS, LIVE_ENTRY, type AlertDetailRow, type SafetyAlertDto } from './details';

// Her alerts (docs/decisions/043): a vetted girl reads her own and nobody else's; the girl id in
// the WHERE is the actor's, never a parameter.

/** At most this many on the dashboard (a digest a day of a handful of entries). */
export const ALERTS_SHOWN = 50;

/** A vetted girl with her girl id: the timewaster tool's readers (alerts are timewaster data). */
export function requireAlertedGirl(actor: Actor): asserts actor is SignedInActor & { girlId: number } {
  requirePermission(actor, 'timewaster:read');
  if (actor.girlId === undefined) throw new AppError('forbidden');
}

/** What listSafetyAlerts lists of an alert `a` on the entry `t`: not seen yet, the entry still live. */
const UNSEEN_LIVE = sql`a.seen_at IS NULL AND ${LIVE_ENTRY}`;

/**
 * Whether listSafetyAlerts has anything for the girl row `girl` (her switch included), as a
 * condition for a statement that already reads her row: her dashboard skips the list's eight-table
 * statement (planned on every call: 40 % of her dashboard's SQL time, decision 049) on the days she
 * has none.
 */
export function hasSafetyAlerts(girl: { id: SQLWrapper; safetyAlerts: SQLWrapper }): SQL<boolean> {
  return sql<boolean>`(${girl.safetyAlerts} AND EXISTS (
    SELECT 1 FROM safety_alerts AS a JOIN timewasters AS t ON t.id = a.timewaster_id
    WHERE a.girl_id = ${girl.id} AND ${UNSEEN_LIVE}))`;
}

/** Her unseen alerts on entries still live, newest first; none while her alerts are off. */
export async function listSafetyAlerts(actor: Actor): Promise<SafetyAlertDto[]> {
  requireAlertedGirl(actor);
  const db = await getDb();
  const rows = await db.execute<AlertDetailRow>(sql`
    SELECT ${DETAIL_COLUMNS}
    FROM safety_alerts AS a ${DETAIL_JOINS}
    JOIN girls AS her ON her.id = a.girl_id
    WHERE a.girl_id = ${actor.girlId} AND her.safety_alerts AND ${UNSEEN_LIVE}
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT ${ALERTS_SHOWN}`);
  return rows.rows.map((row) => alertOf(row, actor));
}

/**
 * The dashboard's list: empty for anyone the alerts are not for (no error on the page), and
 * without a statement when her dashboard's own read found none (`hasSafetyAlerts`).
 */
export async function dashboardSafetyAlerts(actor: Actor, found: boolean): Promise<SafetyAlertDto[]> {
  if (!found || actor.kind === 'visitor' || actor.girlId === undefined || !actor.vettedGirl) return [];
  return listSafetyAlerts(actor);
}

export interface SafetyAlertSettingDto {
  enabled: boolean;
}

/** A girl with a girl record (vetted or not: the setting counts from her vetting on). */
export function requireGirlAccount(actor: Actor): asserts actor is SignedInActor & { girlId: number } {
  requirePermission(actor, 'girl-profile:write:own');
  if (actor.girlId === undefined) throw new AppError('forbidden');
}

export async function getSafetyAlertSetting(actor: Actor): Promise<SafetyAlertSettingDto> {
  requireGirlAccount(actor);
  const db = await getDb();
  const [row] = await db.select({ enabled: girls.safetyAlerts }).from(girls).where(eq(girls.id, actor.girlId)).limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}
