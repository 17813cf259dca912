import 'server-only';
import { withCanonicalState } from '@/server/places/states';
import { and, eq, type SQL } from 'drizzle-orm';
import { requireActOn, requireScope, scopeOf } from '@/server/auth/scope';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { girls, travels } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { logger } from '@/server/logger';
import { sendTravelAlerts } from './alerts';
import { travelColumns } from './queries';
import { checkTravelDays, serverMinTravelDay, type TravelDto, type TravelFormValues } from './schema';
import { revalidateGirlProfile } from '@/features/girls/cache';
import { timeZoneOfPlace } from '@/server/places/time-zone';

// Spec §6 "Travels": only the owning provider or a moderator can add, edit or delete. Ownership
// is in the WHERE of each write (scopeOf): someone else's travel answers like a missing one.

function targetGirlId(actor: Actor, requested: number | undefined): number {
  if (requested !== undefined) return requested;
  if (actor.kind !== 'visitor' && actor.girlId) return actor.girlId;
  // A moderator without a girl of her own must say whose travel it is.
  throw new AppError('bad_request', 'girlId is required.', { source: { pointer: '/data/attributes/girlId' } });
}

export interface AddTravelOptions {
  /** Travel alerts are e-mailed before the call returns unless false (tests of the write alone). */
  sendAlerts?: boolean;
}

export async function addTravel(
  actor: Actor,
  values: TravelFormValues,
  requestedGirlId?: number,
  options: AddTravelOptions = {},
): Promise<TravelDto> {
  requireScope(actor, 'travel:write');
  const girlId = targetGirlId(actor, requestedGirlId);
  requireActOn(actor, 'travel:write', { girlId });
  checkTravelDays(values, { minDate: serverMinTravelDay() });
  const db = await getDb();
  const [girl] = await db
    .select({ id: girls.id })
    .from(girls)
    .where(and(eq(girls.id, girlId), scopeOf(actor, 'travel:write', { girlId: girls.id })))
    .limit(1);
  if (!girl) throw new AppError('not_found');
  const [row] = await db
    .insert(travels)
    .values({ girlId, ...withCanonicalState(values), timeZone: timeZoneOfPlace(values) })
    .returning(travelColumns);
  // Her public profile lists her travels.
  revalidateGirlProfile(girlId);
  if (options.sendAlerts !== false) {
    // The travel is saved whatever happens to the mail: a failed alert is logged, not shown.
    await sendTravelAlerts(row!).catch((error: unknown) =>
      logger.error({ err: String(error), travelId: row!.id }, 'Travel alerts failed'),
    );
  }
  return row!;
}

/** The owner (or a moderator) in the WHERE: someone else's travel is the same 404 as a missing one. */
function ownTravel(actor: Actor, id: number): SQL | undefined {
  return and(eq(travels.id, id), scopeOf(actor, 'travel:write', { girlId: travels.girlId }));
}

export async function updateTravel(actor: Actor, id: number, values: TravelFormValues): Promise<TravelDto> {
  const where = ownTravel(actor, id);
  const db = await getDb();
  const [current] = await db.select(travelColumns).from(travels).where(where).limit(1);
  if (!current) throw new AppError('not_found');
  // A trip under way keeps its (now past) start date; only newly chosen days must not be past.
  checkTravelDays(values, {
    minDate: serverMinTravelDay(),
    keep: { dateBegins: current.dateBegins, dateEnds: current.dateEnds },
  });
  const [row] = await db
    .update(travels)
    .set({ ...withCanonicalState(values), timeZone: timeZoneOfPlace(values), updatedAt: new Date() })
    .where(where)
    .returning(travelColumns);
  if (!row) throw new AppError('not_found');
  revalidateGirlProfile(row.girlId);
  return row;
}

export async function deleteTravel(actor: Actor, id: number): Promise<void> {
  const db = await getDb();
  const [deleted] = await db.delete(travels).where(ownTravel(actor, id)).returning({ girlId: travels.girlId });
  if (!deleted) throw new AppError('not_found');
  revalidateGirlProfile(deleted.girlId);
}
