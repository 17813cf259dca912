import 'server-only';
import { canonicalState } from '@/server/places/states';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GUYS_CACHE_TAG } from '@/features/client-profiles/queries';
import { COMMENTS_CACHE_TAG } from '@/features/comments/queries';
import { REVIEWS_CACHE_TAG } from '@/features/reviews/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requireActOn, scopeOf } from '@/server/auth/scope';
import { dropCacheTag } from '@/server/cache';
import { getDb } from '@/server/db';
import { guys, user, type ImageVariants } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { saveImage64 } from '@/server/images';
import { logger } from '@/server/logger';
import { getStorage } from '@/server/storage';
import { GUY_AVATAR_FOLDER } from '@/lib/guy-avatar-folder';
import { getGuyUser } from './queries';
import type { GuyUserAttributes } from './schema';

/**
 * Storage folder of one uploaded guy avatar: random, one per upload, so the public URL names no
 * account (a user id in the URL was half of an account takeover). The files inside keep
 * their content-addressed names (README of src/server/images); no two rows share a folder.
 */
export function newGuyAvatarPrefix(): string {
  return `${GUY_AVATAR_FOLDER}/${randomBytes(16).toString('hex')}`;
}

/** The files of his picture that are his alone to delete: not the seed's shared pictures outside his folder. */
function ownAvatarKeys(key: string | null, variants: ImageVariants | null): string[] {
  const keys = new Set(variants ? Object.values(variants).map((variant) => variant.key) : []);
  if (key) keys.add(key);
  return [...keys].filter((k) => k.startsWith(`${GUY_AVATAR_FOLDER}/`));
}

/** The columns of his picture, emptied: the profile edit's "remove" and his account's deletion. */
export const NO_GUY_AVATAR = {
  cloudinaryPublicId: null,
  cloudinarySecureUrl: null,
  cloudinaryUrl: null,
  avatarVariants: null,
} satisfies Partial<typeof guys.$inferInsert>;

/** Deletes the files of a picture he took down; a file that will not go is logged, not thrown. */
export async function deleteGuyAvatarFiles(key: string | null, variants: ImageVariants | null): Promise<void> {
  const storage = getStorage();
  await Promise.all(
    ownAvatarKeys(key, variants).map((k) =>
      storage
        .delete(k)
        .catch((error: unknown) => logger.warn({ err: String(error) }, 'Could not delete a guy avatar file')),
    ),
  );
}

/** A state in the stored form, read in the patch's country or else his stored one. */
async function storedGuyState(guyId: number, state: string, country: string | undefined): Promise<string> {
  if (country !== undefined) return canonicalState(state, country);
  const db = await getDb();
  const [row] = await db.select({ country: guys.country }).from(guys).where(eq(guys.id, guyId)).limit(1);
  return canonicalState(state, row?.country);
}

/**
 * PATCH /api/v1/guy-users/{userId}: a guy edits his own profile, a moderator anyone's. Absent
 * attributes stay unchanged. The owner check is in the WHERE, so a guy can never write another
 * guy's row whatever the request says. Returns the record as the caller may read it.
 */
export async function updateGuyProfile(actor: Actor, userId: string, values: GuyUserAttributes) {
  requireActOn(actor, 'guy-profile:write', { userId });

  const db = await getDb();
  const owner = scopeOf(actor, 'guy-profile:write', { userId: guys.userId });
  const [current] = await db
    .select({ id: guys.id, avatarKey: guys.cloudinaryPublicId, avatarVariants: guys.avatarVariants })
    .from(guys)
    .where(and(eq(guys.userId, userId), eq(guys.softDeleted, false), owner))
    .limit(1);
  if (!current) throw new AppError('not_found');

  const changes: Partial<typeof guys.$inferInsert> = {};
  if (values.city !== undefined) changes.city = values.city;
  if (values.state !== undefined) changes.state = await storedGuyState(current.id, values.state, values.country);
  if (values.country !== undefined) changes.country = values.country;
  if (values.aboutMe !== undefined) changes.aboutMe = values.aboutMe;
  if (values.height !== undefined) changes.height = values.height;
  if (values.weight !== undefined) changes.weight = values.weight;
  if (values.birthday !== undefined) changes.birthday = values.birthday;
  if (values.allowSessionGirlsContact !== undefined) changes.allowContact = values.allowSessionGirlsContact;
  if (values.emailMeAboutNewGirlsInYourArea !== undefined)
    changes.canSendEmailsAboutWebsite = values.emailMeAboutNewGirlsInYourArea;
  if (values.userShowProfile !== undefined) changes.userShowProfile = values.userShowProfile;

  let savedKey: string | null | undefined;
  if (values.image64 === null) {
    savedKey = null;
    Object.assign(changes, NO_GUY_AVATAR);
  } else if (values.image64 !== undefined) {
    // 4xx with the spec's upload messages for a bad picture; nothing is changed then.
    const avatar = await saveImage64(values.image64, { kind: 'avatar', prefix: newGuyAvatarPrefix() });
    savedKey = avatar.key;
    Object.assign(changes, {
      cloudinaryPublicId: avatar.key,
      cloudinarySecureUrl: avatar.url,
      cloudinaryUrl: avatar.url,
      avatarVariants: avatar.variants,
    });
  }

  if (Object.keys(changes).length > 0) {
    await db.transaction(async (tx) => {
      await tx
        .update(guys)
        .set(changes)
        .where(and(eq(guys.id, current.id), eq(guys.userId, userId), owner));
      // The header's avatar comes from the account: keep it in step with the profile picture.
      if (savedKey !== undefined)
        await tx
          .update(user)
          .set({ image: changes.cloudinarySecureUrl ?? null })
          .where(eq(user.id, userId));
    });
    // His cached client profile; a new picture also shows beside his comments and reviews.
    dropCacheTag(GUYS_CACHE_TAG);
    if (savedKey !== undefined) {
      dropCacheTag(COMMENTS_CACHE_TAG);
      dropCacheTag(REVIEWS_CACHE_TAG);
    }
  }
  // A replaced or removed picture should not stay reachable: the guy chose to take it down.
  if (savedKey !== undefined && current.avatarKey !== savedKey)
    await deleteGuyAvatarFiles(current.avatarKey, current.avatarVariants);
  return getGuyUser(actor, userId);
}
