import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GUYS_CACHE_TAG } from '@/features/client-profiles/queries';
import { COMMENTS_CACHE_TAG } from '@/features/comments/queries';
import { GIRLS_CACHE_TAG } from '@/features/girls/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { requireActOn, scopeOf } from '@/server/auth/scope';
import { dropCacheTag } from '@/server/cache';
import { getDb } from '@/server/db';
import { girls, guys, session, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { saveImage64 } from '@/server/images';
import { logger } from '@/server/logger';
import { getStorage } from '@/server/storage';
import { GUY_AVATAR_FOLDER } from './avatar-folder';
import { getGuyUser } from './queries';
import type { GuyUserAttributes } from './schema';

/**
 * Storage folder of one uploaded guy avatar: random, one per upload, so the public URL names no
 * account (issue 22: a user id in the URL was half of an account takeover). The files inside keep
 * their content-addressed names (README of src/server/images); no two rows share a folder.
 */
export function newGuyAvatarPrefix(): string {
  return `${GUY_AVATAR_FOLDER}/${randomBytes(16).toString('hex')}`;
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
    .select({ id: guys.id, avatarKey: guys.cloudinaryPublicId })
    .from(guys)
    .where(and(eq(guys.userId, userId), eq(guys.softDeleted, false), owner))
    .limit(1);
  if (!current) throw new AppError('not_found');

  const changes: Partial<typeof guys.$inferInsert> = {};
  if (values.city !== undefined) changes.city = values.city;
  if (values.state !== undefined) changes.state = values.state;
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
    Object.assign(changes, { cloudinaryPublicId: null, cloudinarySecureUrl: null, cloudinaryUrl: null });
  } else if (values.image64 !== undefined) {
    // 4xx with the spec's upload messages for a bad picture; nothing is changed then.
    const avatar = await saveImage64(values.image64, { kind: 'avatar', prefix: newGuyAvatarPrefix() });
    savedKey = avatar.key;
    Object.assign(changes, {
      cloudinaryPublicId: avatar.key,
      cloudinarySecureUrl: avatar.url,
      cloudinaryUrl: avatar.url,
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
    // His cached client profile; a new picture also shows beside his comments.
    dropCacheTag(GUYS_CACHE_TAG);
    if (savedKey !== undefined) dropCacheTag(COMMENTS_CACHE_TAG);
  }
  // A replaced or removed picture should not stay reachable: the guy chose to take it down.
  if (savedKey !== undefined && current.avatarKey && current.avatarKey !== savedKey) {
    await getStorage()
      .delete(current.avatarKey)
      .catch((error: unknown) => logger.warn({ err: String(error) }, 'Could not delete a replaced guy avatar'));
  }
  return getGuyUser(actor, userId);
}

export const ACCOUNT_DELETED_BAN_REASON = 'Account deleted by its owner';

/**
 * DELETE /api/v1/my-profiles/{id} (spec section 4 "Account deletion"): only one's own account,
 * moderators included (they have the admin pages for others). The profile is soft-deleted
 * (guys.soft_deleted, hidden) rather than removed, because girls' reviews, girls-only comments
 * and bookings about the guy are safety records that must outlive his account. The account is
 * closed for good: banned without end (Better Auth then refuses every sign-in and a password
 * reset cannot revive it) and every session is ended.
 */
export async function deleteMyProfile(actor: Actor, id: string): Promise<void> {
  requirePermission(actor, 'profile:delete:own');
  if (id !== actor.userId) throw new AppError('forbidden');
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(guys).set({ softDeleted: true, userShowProfile: false }).where(eq(guys.userId, actor.userId));
    await tx.update(girls).set({ girlShowProfile: false }).where(eq(girls.userId, actor.userId));
    await tx
      .update(user)
      .set({ banned: true, banReason: ACCOUNT_DELETED_BAN_REASON, banExpires: null })
      .where(eq(user.id, actor.userId));
    await tx.delete(session).where(eq(session.userId, actor.userId));
  });
  // Gone from every cached page: his client profile (or her profile and the lists), his comments' name.
  for (const tag of [GUYS_CACHE_TAG, GIRLS_CACHE_TAG, COMMENTS_CACHE_TAG]) dropCacheTag(tag);
}
