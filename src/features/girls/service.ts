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

// Girl profiles: read per audience (typed column sets in dto.ts), edit by the girl herself or a
// moderator (docs/data-model.md).

/** GET /api/v1/girls/{id}: the girl herself and moderators always; others only a public profile (else null → 404). */
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

/** One page of the public girls (public fields), and how many there are. */
async function listPublicGirls(limit: number, offset: number): Promise<{ items: GirlDto[]; total: number }> {
  const db = await getDb();
  // In the public list even her own record shows public fields only.
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

/** A visitor's first pages, cached and dropped like the wrestlers lists ('girls'). Decision 036. */
const listPublicGirlsCached = cachedRead(listPublicGirls, ['girls:api-list'], {
  tags: [GIRLS_CACHE_TAG],
  revalidate: VISITOR_CACHE.revalidateSeconds,
});

/** GET /api/v1/girls: public girls (public fields) for everyone; every girl record for moderators. */
export async function listGirls(
  actor: Actor,
  { limit = 20, offset = 0 } = {},
): Promise<{ items: GirlDto[]; total: number }> {
  const page = { limit: Math.min(Math.max(limit, 1), GIRLS_PAGE_MAX), offset: Math.max(offset, 0) };
  if (scopeLevel(actor, 'girl-profile:read') !== 'any') {
    // Visitors share the cached pages; anyone signed in reads the database.
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

/**
 * 401 for visitors; moderators may write any girl (404 when there is none); a girl only her own
 * record (403 otherwise, also for a girl id that does not exist, so ids cannot be probed).
 */
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
 * Stage names and usernames are unique, so trying one tells whether some girl holds it, hidden and
 * pending girls included. A girl may try a new name NAME_CHANGE_LIMIT times a day (taken or not,
 * the same count): enough to pick a name, far too few to list who is on the site. Moderators, who
 * see every girl anyway, are not counted.
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

/**
 * Columns a visitor sees of a girl (her profile page, cards and lists read publicGirlColumns) and
 * the moderators' switch that lists or hides her: a change to one of these on a public girl is
 * what drops the public caches. Anything else (her e-mail, phone, notes…) changes no public page.
 */
// Her visibility switches decide whether the public pages show her at all.
const PUBLIC_PROFILE_COLUMNS: ReadonlySet<string> = new Set([
  ...Object.keys(publicGirlColumns),
  'adminShowProfile',
  'girlShowProfile',
]);

/** Equal as stored: a patch says null or '' where the row says null, a number where it says one. */
function sameValue(stored: unknown, written: unknown): boolean {
  const plain = (v: unknown) => (v === undefined || v === '' ? null : v instanceof Date ? v.toISOString() : v);
  return plain(stored) === plain(written);
}

/**
 * Per account, across instances: every profile write is a database write and may drop cached
 * pages, so a script cannot loop on it. Far above what the edit form needs. Moderators, who edit
 * many girls, are not counted (as with name changes).
 */
export const PROFILE_WRITE_LIMIT = { limit: 30, windowMs: 60 * 60_000 } as const;
export const profileWriteLimiter = createDatabaseRateLimiter(PROFILE_WRITE_LIMIT);
export const profileWriteRateLimitKey = (actor: Actor): string | null =>
  actor.kind === 'visitor' || actor.isModerator ? null : `girl-profile-write:${actor.userId}`;

/** The patch with its state in the stored form, read in the patch's country or else her stored one. */
async function withStoredState<T extends { state?: string | null; country?: string | null }>(girlId: number, patch: T) {
  if (typeof patch.state !== 'string' || patch.country !== undefined) return withCanonicalState(patch);
  const db = await getDb();
  const [row] = await db.select({ country: girls.country }).from(girls).where(eq(girls.id, girlId)).limit(1);
  return { ...patch, state: canonicalState(patch.state, row?.country) };
}

/**
 * PATCH /api/v1/girls/{id} with profile attributes (the edit form). Only the fields that change
 * are written, and only a change to a public field of a girl who is public (before or after it)
 * drops the public caches: a no-op save, a pending girl's edits and a change to her private
 * details leave every cached page in place.
 */
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
          // Her profile's username is how people name her: never another account's sign-in name.
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

/** The edit form's starting values: the girl's own record, or any girl's for a moderator. */
export async function getEditableGirl(actor: Actor, girlId: number): Promise<PrivateGirl> {
  await assertCanWriteGirl(actor, girlId, 'girl-profile:write');
  const girl = await getGirl(actor, girlId);
  if (!girl || !('userId' in girl)) throw new AppError('not_found');
  return girl;
}
