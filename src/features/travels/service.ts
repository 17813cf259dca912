import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import { can, requirePermission } from '@/server/auth/permissions';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { girls, travels } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { logger } from '@/server/logger';
import { sendTravelAlerts } from './alerts';
import { getTravel } from './queries';
import { serverMinTravelDay, travelFormSchema, type TravelDto } from './schema';
import { revalidateGirlProfile } from '@/features/girls/cache';

// Spec §6 "Travels": only the owning provider or a moderator can add, edit or delete.

type SignedIn = Exclude<Actor, { kind: 'visitor' }>;

/** 401/403 unless the actor may write this girl's travels; returns the WHERE that pins ownership. */
function writeScope(actor: Actor, girlId: number): SQL | undefined {
  if (can(actor, 'travel:write:any')) return undefined;
  requirePermission(actor, 'travel:write:own');
  if (!actor.girlId || actor.girlId !== girlId) throw new AppError('forbidden');
  return eq(travels.girlId, actor.girlId);
}

function targetGirlId(actor: SignedIn | Actor, requested: number | undefined): number {
  if (requested !== undefined) return requested;
  if (actor.kind !== 'visitor' && actor.girlId) return actor.girlId;
  // A moderator without a girl of her own must say whose travel it is.
  throw new AppError('bad_request', 'girlId is required.', { source: { pointer: '/data/attributes/girlId' } });
}

export interface AddTravelOptions {
  /** Travel alerts are e-mailed before the call returns unless false (tests of the write alone). */
  sendAlerts?: boolean;
}

export async function addTravel(actor: Actor, input: unknown, requestedGirlId?: number, options: AddTravelOptions = {}): Promise<TravelDto> {
  requirePermission(actor, can(actor, 'travel:write:any') ? 'travel:write:any' : 'travel:write:own');
  const girlId = targetGirlId(actor, requestedGirlId);
  writeScope(actor, girlId);
  const values = travelFormSchema({ minDate: serverMinTravelDay() }).parse(input);
  const db = await getDb();
  const [girl] = await db.select({ id: girls.id }).from(girls).where(eq(girls.id, girlId)).limit(1);
  if (!girl) throw new AppError('not_found');
  const [row] = await db
    .insert(travels)
    .values({ girlId, ...values })
    .returning({ id: travels.id, girlId: travels.girlId, city: travels.city, state: travels.state, country: travels.country, dateBegins: travels.dateBegins, dateEnds: travels.dateEnds });
  // Her public profile lists her travels.
  revalidateGirlProfile(girlId);
  if (options.sendAlerts !== false) {
    // The travel is saved whatever happens to the mail: a failed alert is logged, not shown.
    await sendTravelAlerts(row!).catch((error: unknown) => logger.error({ err: String(error), travelId: row!.id }, 'Travel alerts failed'));
  }
  return row!;
}

async function existingTravel(id: number): Promise<TravelDto> {
  const travel = await getTravel(id);
  if (!travel) throw new AppError('not_found');
  return travel;
}

export async function updateTravel(actor: Actor, id: number, input: unknown): Promise<TravelDto> {
  requirePermission(actor, can(actor, 'travel:write:any') ? 'travel:write:any' : 'travel:write:own');
  const current = await existingTravel(id);
  const scope = writeScope(actor, current.girlId);
  // A trip under way keeps its (now past) start date; only newly chosen days must not be past.
  const values = travelFormSchema({ minDate: serverMinTravelDay(), keep: { dateBegins: current.dateBegins, dateEnds: current.dateEnds } }).parse(input);
  const db = await getDb();
  const [row] = await db
    .update(travels)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(travels.id, id), scope))
    .returning({ id: travels.id, girlId: travels.girlId, city: travels.city, state: travels.state, country: travels.country, dateBegins: travels.dateBegins, dateEnds: travels.dateEnds });
  if (!row) throw new AppError('not_found');
  revalidateGirlProfile(row.girlId);
  return row;
}

export async function deleteTravel(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, can(actor, 'travel:write:any') ? 'travel:write:any' : 'travel:write:own');
  const current = await existingTravel(id);
  const scope = writeScope(actor, current.girlId);
  const db = await getDb();
  const deleted = await db.delete(travels).where(and(eq(travels.id, id), scope)).returning({ id: travels.id });
  if (deleted.length === 0) throw new AppError('not_found');
  revalidateGirlProfile(current.girlId);
}
