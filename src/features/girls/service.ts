import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { SERVICES } from '@/lib/enums/services';
import type { Actor } from '@/server/auth/actor-types';
import { audienceOf, requireActOn, scopeLevel, scopeOf } from '@/server/auth/scope';
import { getDb } from '@/server/db';
import { girlPhotos, girls, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { revalidateGirlProfile } from './cache';
import { toGirlAttributes, type GirlAudience, type GirlProfileRow } from './profile-dto';
import { publicGirlCondition } from './queries';
import { LIFT_FIELDS, LINK_FIELDS, OTHER_SITE_NUMBERS, type GirlProfilePatch } from './schema';

// Girl profiles: read per audience, edit by the girl herself or a moderator (docs/data-model.md).

/**
 * The approved picture the public sees while a newer one waits: girl_photos.is_profile_pic marks
 * the current *approved* profile picture (a pending upload is only on girls.profile_pic_*, and the
 * moderator's approval moves is_profile_pic to it).
 */
const approvedPictureUrl = sql<string | null>`(
  select ${girlPhotos.secureUrl} from ${girlPhotos}
  where ${girlPhotos.girlId} = ${girls.id} and ${girlPhotos.approved} and ${girlPhotos.isProfilePic}
  order by ${girlPhotos.id} desc limit 1)`;

export function profileColumns(withNotes: boolean) {
  const t = girls as unknown as Record<string, (typeof girls)['city']>;
  const pick = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, t[k]!]));
  return {
    ...pick([
      'id', 'userId', 'name', 'username', 'stageName', 'email', 'birthday', 'city', 'state', 'country', 'height', 'weight',
      'physique', 'headline', 'about', 'description', 'descriptionVerification', 'phone', 'travelPhone', 'profilePicSecureUrl',
      'profilePicApproved', 'profileApproved', 'adminShowProfile', 'girlShowProfile', 'matsideGirl', 'onlyfans',
    ]),
    ...pick(LINK_FIELDS.map(([f]) => f).filter((f) => f !== 'onlyFans')),
    ...pick(LIFT_FIELDS.map(([f]) => f)),
    ...pick(OTHER_SITE_NUMBERS.flatMap((n) => [`otherName${n}`, `otherAddress${n}`])),
    ...pick(SERVICES.map((s) => s.camel)),
    approvedPictureUrl,
    // Moderators only: never selected for anyone else, so it cannot leak through a DTO.
    ...(withNotes ? { notes: girls.notes } : {}),
  };
}


export interface GirlResource {
  id: number;
  attributes: Record<string, unknown>;
}

/** GET /api/v1/girls/{id}: the girl herself and moderators always; others only a public profile (else null → 404). */
export async function getGirl(actor: Actor, id: number): Promise<GirlResource | null> {
  const audience: GirlAudience = audienceOf(actor, 'girl-profile:read', { girlId: id });
  const db = await getDb();
  const [row] = await db
    .select(profileColumns(audience === 'moderator'))
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(audience === 'public' ? and(eq(girls.id, id), publicGirlCondition) : eq(girls.id, id))
    .limit(1);
  return row ? { id, attributes: toGirlAttributes(row as unknown as GirlProfileRow, audience) } : null;
}

export const GIRLS_PAGE_MAX = 100;

/** GET /api/v1/girls: public girls (public fields) for everyone; every girl record for moderators. */
export async function listGirls(actor: Actor, { limit = 20, offset = 0 } = {}): Promise<{ items: GirlResource[]; total: number }> {
  const moderator = scopeLevel(actor, 'girl-profile:read') === 'any';
  const where = moderator ? undefined : publicGirlCondition;
  const db = await getDb();
  const rows = await db
    .select(profileColumns(moderator))
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(where)
    .orderBy(asc(girls.id))
    .limit(Math.min(Math.max(limit, 1), GIRLS_PAGE_MAX))
    .offset(Math.max(offset, 0));
  const [{ total }] = (await db.select({ total: count() }).from(girls).leftJoin(user, eq(user.id, girls.userId)).where(where)) as [{ total: number }];
  const items = rows.map((row) => {
    const r = row as unknown as GirlProfileRow;
    // In the public list even her own record shows public fields only.
    return { id: r.id, attributes: toGirlAttributes(r, moderator ? 'moderator' : 'public') };
  });
  return { items, total: Number(total) };
}

type WriteArea = 'girl-profile:write' | 'girl-photo:write' | 'post:write';

/**
 * 401 for visitors; moderators may write any girl (404 when there is none); a girl only her own
 * record (403 otherwise, also for a girl id that does not exist, so ids cannot be probed).
 */
export async function assertCanWriteGirl(actor: Actor, girlId: number, area: WriteArea): Promise<{ id: number; userId: string | null }> {
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

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** PATCH /api/v1/girls/{id} with profile attributes (the edit form). */
export async function updateGirlProfile(actor: Actor, girlId: number, patch: GirlProfilePatch): Promise<GirlResource> {
  await assertCanWriteGirl(actor, girlId, 'girl-profile:write');
  const moderatorFields = patch.notes !== undefined || patch.adminShowProfile !== undefined;
  if (moderatorFields && scopeLevel(actor, 'girl-profile:write') !== 'any') throw new AppError('forbidden');

  const { onlyFans, ...rest } = patch;
  const values: Partial<typeof girls.$inferInsert> = { ...rest, ...(onlyFans !== undefined ? { onlyfans: onlyFans } : {}) };
  if (Object.keys(values).length > 0) {
    const db = await getDb();
    try {
      await db.update(girls).set(values).where(and(eq(girls.id, girlId), scopeOf(actor, 'girl-profile:write', { girlId: girls.id })));
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', 'This stage name or username is already taken.', { cause: error });
      throw error;
    }
    revalidateGirlProfile(girlId);
  }
  return (await getGirl(actor, girlId))!;
}

/** The edit form's starting values: the girl's own record, or any girl's for a moderator. */
export async function getEditableGirl(actor: Actor, girlId: number): Promise<GirlResource> {
  await assertCanWriteGirl(actor, girlId, 'girl-profile:write');
  return (await getGirl(actor, girlId))!;
}

