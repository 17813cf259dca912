import 'server-only';
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import { VISITOR_CACHE, isCachedPage } from '@/lib/visitor-cache';
import type { Actor } from '@/server/auth/actor-types';
import { audienceOf, requireActOn, scopeLevel, scopeOf } from '@/server/auth/scope';
import { cachedRead } from '@/server/cache';
import { getDb } from '@/server/db';
import { canonicalState, withCanonicalState } from '@/server/places/states';
import { girls, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { revalidateGirlProfile } from './cache';
import {
  moderatorGirlColumns,
  ownerGirlColumns,
  publicGirlColumns,
  toPrivateGirl,
  toPublicGirl,
  type GirlDto,
  type PrivateGirl,
} from './dto';
import { GIRLS_CACHE_TAG, publicGirlCondition } from './queries';
import type { GirlProfilePatch } from './schema';

// Girl profiles: read per audience (dto.ts), written by her or a moderator.

/** Others only a public profile (else null → 404). */
export async function getGirl(actor: Actor, id: number): Promise<GirlDto | null> {
  const audience = audienceOf(actor, 'girl-profile:read', { girlId: id });
  const db = await getDb();
  if (audience === 'public') {
    const [row] = await db
      .select(publicGirlColumns)
      .from(girls)
      .leftJoin(user, eq(user.id, girls.userId))
      .where(and(eq(girls.id, id), publicGirlCondition))
      .limit(1);
    return row ? toPublicGirl(row) : null;
  }
  const scope = scopeOf(actor, 'girl-profile:read', { girlId: girls.id });
  if (audience === 'moderator') {
    const [row] = await db
      .select(moderatorGirlColumns)
      .from(girls)
      .where(and(eq(girls.id, id), scope))
      .limit(1);
    return row ? toPrivateGirl(row) : null;
  }
  const [row] = await db
    .select(ownerGirlColumns)
    .from(girls)
    .where(and(eq(girls.id, id), scope))
    .limit(1);
  return row ? toPrivateGirl(row) : null;
}

export const GIRLS_PAGE_MAX = 100;

async function listPublicGirls(limit: number, offset: number): Promise<{ items: GirlDto[]; total: number }> {
  const db = await getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select(publicGirlColumns)
      .from(girls)
      .leftJoin(user, eq(user.id, girls.userId))
      .where(publicGirlCondition)
      .orderBy(asc(girls.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(girls).leftJoin(user, eq(user.id, girls.userId)).where(publicGirlCondition),
  ]);
  return { items: rows.map(toPublicGirl), total: Number(counted?.total ?? 0) };
}

/** Decision 036. */
const listPublicGirlsCached = cachedRead(listPublicGirls, ['girls:api-list'], {
  tags: [GIRLS_CACHE_TAG],
  revalidate: VISITOR_CACHE.revalidateSeconds,
});

export async function listGirls(
  actor: Actor,
  { limit = 20, offset = 0 } = {},
): Promise<{ items: GirlDto[]; total: number }> {
  const page = { limit: Math.min(Math.max(limit, 1), GIRLS_PAGE_MAX), offset: Math.max(offset, 0) };
  if (scopeLevel(actor, 'girl-profile:read') !== 'any') {
    // Visitors share the cached pages.
    const cached = actor.kind === 'visitor' && isCachedPage(page.limit, page.offset);
    return (cached ? listPublicGirlsCached : listPublicGirls)(page.limit, page.offset);
  }
  const db = await getDb();
  const [items, [counted]] = await Promise.all([
    db.select(moderatorGirlColumns).from(girls).orderBy(asc(girls.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(girls),
  ]);
  return { items: items.map(toPrivateGirl), total: Number(counted?.total ?? 0) };
}

type WriteArea = 'girl-profile:write' | 'girl-photo:write' | 'post:write';

/** A girl only her own (403 for any other id, also a missing one, so ids cannot be probed). */
export async function assertCanWriteGirl(
  actor: Actor,
  girlId: number,
  area: WriteArea,
): Promise<{ id: number; userId: string | null }> {
  requireActOn(actor, area, { girlId });
  const db = await getDb();
  const [girl] = await db
    .select({ id: girls.id, userId: girls.userId })
    .from(girls)
    .where(and(eq(girls.id, girlId), scopeOf(actor, area, { girlId: girls.id })))
    .limit(1);
  if (!girl) throw new AppError('not_found');
  return girl;
}

const USERNAME_TAKEN = 'This stage name or username is already taken.';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Trying a name tells whether some girl holds it, hidden ones included: a few tries a day picks a
 * name but cannot list the site. Moderators are not counted.
 */
export const NAME_CHANGE_LIMIT = { limit: 5, windowMs: 24 * 60 * 60_000 } as const;
const nameChangeLimiter = createDatabaseRateLimiter(NAME_CHANGE_LIMIT);

async function limitNameChanges(actor: Actor, girlId: number, patch: GirlProfilePatch): Promise<void> {
  if (patch.stageName === undefined && patch.username === undefined) return;
  if (scopeLevel(actor, 'girl-profile:write') === 'any') return;
  const db = await getDb();
  const [current] = await db
    .select({ stageName: girls.stageName, username: girls.username })
    .from(girls)
    .where(eq(girls.id, girlId))
    .limit(1);
  const renames =
    (patch.stageName !== undefined && patch.stageName !== current?.stageName) ||
    (patch.username !== undefined && patch.username !== current?.username);
  if (renames) await enforceRateLimit(nameChangeLimiter, `girl-name-change:${girlId}`);
}

/** A change to one of these on a public girl is what drops the public caches. */
const PUBLIC_PROFILE_COLUMNS: ReadonlySet<string> = new Set([
  ...Object.keys(publicGirlColumns),
  'adminShowProfile',
  'girlShowProfile',
]);

function sameValue(stored: unknown, written: unknown): boolean {
  const plain = (v: unknown) => (v === undefined || v === '' ? null : v instanceof Date ? v.toISOString() : v);
  return plain(stored) === plain(written);
}

/** Every write may drop cached pages, so a script cannot loop on it. Moderators are not counted. */
export const PROFILE_WRITE_LIMIT = { limit: 30, windowMs: 60 * 60_000 } as const;
export const profileWriteLimiter = createDatabaseRateLimiter(PROFILE_WRITE_LIMIT);
export const profileWriteRateLimitKey = (actor: Actor): string | null =>
  actor.kind === 'visitor' || actor.isModerator ? null : `girl-profile-write:${actor.userId}`;

async function withStoredState<T extends { state?: string | null; country?: string | null }>(girlId: number, patch: T) {
  if (typeof patch.state !== 'string' || patch.country !== undefined) return withCanonicalState(patch);
  const db = await getDb();
  const [row] = await db.select({ country: girls.country }).from(girls).where(eq(girls.id, girlId)).limit(1);
  return { ...patch, state: canonicalState(patch.state, row?.country) };
}

/** Only changed fields are written; only a public change of a public girl drops the caches. */
export async function updateGirlProfile(actor: Actor, girlId: number, patch: GirlProfilePatch): Promise<GirlDto> {
  await assertCanWriteGirl(actor, girlId, 'girl-profile:write');
  const moderatorFields = patch.notes !== undefined || patch.adminShowProfile !== undefined;
  if (moderatorFields && scopeLevel(actor, 'girl-profile:write') !== 'any') throw new AppError('forbidden');

  await limitNameChanges(actor, girlId, patch);

  const { onlyFans, ...rest } = patch;
  const values: Partial<typeof girls.$inferInsert> = {
    ...(await withStoredState(girlId, rest)),
    ...(onlyFans !== undefined ? { onlyfans: onlyFans } : {}),
  };
  const keys = Object.keys(values) as (keyof typeof values & keyof typeof girls.$inferSelect)[];
  if (keys.length > 0) {
    const db = await getDb();
    const own = scopeOf(actor, 'girl-profile:write', { girlId: girls.id });
    const columns = getTableColumns(girls);
    const publicChange = await db
      .transaction(async (tx) => {
        const [before] = await tx
          .select({
            ...Object.fromEntries(keys.map((key) => [key, columns[key]])),
            isPublic: sql<boolean>`coalesce(${publicGirlCondition}, false)`,
          })
          .from(girls)
          .where(and(eq(girls.id, girlId), own))
          .for('update')
          .limit(1);
        if (!before) return false;
        const changed = keys.filter((key) => !sameValue((before as Record<string, unknown>)[key], values[key]));
        if (changed.length === 0) return false;
        if (changed.includes('username') && values.username) {
          // Never another account's sign-in name.
          const [taken] = await tx
            .select({ id: user.id })
            .from(user)
            .where(
              and(
                sql`lower(${user.username}) = lower(${values.username})`,
                sql`${user.id} is distinct from (select ${girls.userId} from ${girls} where ${girls.id} = ${girlId})`,
              ),
            )
            .limit(1);
          if (taken) throw new AppError('conflict', USERNAME_TAKEN);
        }
        await tx
          .update(girls)
          .set(Object.fromEntries(changed.map((key) => [key, values[key]])))
          .where(and(eq(girls.id, girlId), own));
        if (!changed.some((key) => PUBLIC_PROFILE_COLUMNS.has(key))) return false;
        if (before.isPublic) return true;
        const [after] = await tx
          .select({ isPublic: sql<boolean>`coalesce(${publicGirlCondition}, false)` })
          .from(girls)
          .where(eq(girls.id, girlId));
        return after?.isPublic === true;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('conflict', USERNAME_TAKEN, { cause: error });
        throw error;
      });
    if (publicChange) revalidateGirlProfile(girlId);
  }
  return (await getGirl(actor, girlId))!;
}

export async function getEditableGirl(actor: Actor, girlId: number): Promise<PrivateGirl> {
  await assertCanWriteGirl(actor, girlId, 'girl-profile:write');
  const girl = await getGirl(actor, girlId);
  if (!girl || !('userId' in girl)) throw new AppError('not_found');
  return girl;
}
