import 'server-only';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { publicGirlCondition } from '@/features/girls/queries';
import { parseRecordId } from '@/lib/route-params';
import { mayActOn, scopeLevel, scopeOf } from '@/server/auth/scope';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { girls, travels, user } from '@/server/db/schema';
import type { TravelDto } from './schema';

// Travels are public (spec §6 "Anyone can view"), but only for a girl whose profile is public;
// the owner and moderators also see the travels of a hidden profile.

export const travelColumns = {
  id: travels.id,
  girlId: travels.girlId,
  city: travels.city,
  state: travels.state,
  country: travels.country,
  dateBegins: travels.dateBegins,
  dateEnds: travels.dateEnds,
};

/** Spec §6: without a supplied girl id the signed-in girl's id, otherwise -1 (which shows nothing). */
export function resolveTravelGirlId(actor: Actor, girlIdParam: string | null | undefined): number {
  if (girlIdParam !== null && girlIdParam !== undefined && girlIdParam !== '') return parseRecordId(girlIdParam) ?? -1;
  return actor.kind !== 'visitor' && actor.girlId ? actor.girlId : -1;
}

/** May the actor add, edit or delete this girl's travels? (Display; services re-check.) */
export function canManageTravelsOf(actor: Actor, girlId: number): boolean {
  return mayActOn(actor, 'travel:write', { girlId });
}

export interface TravelGirl {
  id: number;
  stageName: string | null;
  isPublic: boolean;
}

export async function getTravelGirl(girlId: number): Promise<TravelGirl | null> {
  if (girlId <= 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: girls.id,
      stageName: girls.stageName,
      isPublic: sql<boolean>`coalesce(${publicGirlCondition}, false)`,
    })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(eq(girls.id, girlId))
    .limit(1);
  return row ?? null;
}

/** A girl's travels, soonest first; [] for -1, an unknown girl or a hidden profile. */
export async function listTravels(actor: Actor, girlId: number): Promise<TravelDto[]> {
  const girl = await getTravelGirl(girlId);
  if (!girl) return [];
  if (!girl.isPublic && !canManageTravelsOf(actor, girl.id)) return [];
  const db = await getDb();
  return db
    .select(travelColumns)
    .from(travels)
    .where(eq(travels.girlId, girl.id))
    .orderBy(asc(travels.dateBegins), asc(travels.id));
}

/** Missing and someone else's alike: null. */
export async function getEditableTravel(actor: Actor, id: number): Promise<TravelDto | 'forbidden' | null> {
  if (!scopeLevel(actor, 'travel:write')) return 'forbidden';
  const db = await getDb();
  const [row] = await db
    .select(travelColumns)
    .from(travels)
    .where(and(eq(travels.id, id), scopeOf(actor, 'travel:write', { girlId: travels.girlId })))
    .limit(1);
  return row ?? null;
}

/** The public girl behind /profile/{stageName}, with her travels from `sinceDay` on (calendar feed). */
export async function getPublicTravelCalendar(
  stageName: string,
  sinceDay: string,
): Promise<{ stageName: string; travels: TravelDto[] } | null> {
  const db = await getDb();
  const [girl] = await db
    .select({ id: girls.id, stageName: girls.stageName })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(publicGirlCondition, sql`lower(${girls.stageName}) = lower(${stageName})`))
    .limit(1);
  if (!girl?.stageName) return null;
  const rows = await db
    .select(travelColumns)
    .from(travels)
    .where(and(eq(travels.girlId, girl.id), gte(travels.dateEnds, sinceDay)))
    .orderBy(asc(travels.dateBegins), asc(travels.id));
  return { stageName: girl.stageName, travels: rows };
}
