import 'server-only';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { mayActOn, scopeLevel, scopeOf } from '@/server/auth/scope';
import { getDb } from '@/server/db';
import { girlPhotos, girls, posts, user, type ImageVariants } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import {
  deleteSavedImage,
  isVideoDataUrl,
  parseVideo64,
  processVideo,
  saveImage64,
  saveVideo,
  type SavedImage,
} from '@/server/images';
import { revalidateGirlProfile } from './cache';
import { photoColumns, toPhotoDto, type PhotoDto } from './media-dto';
import { photoFileUrl, photoPrefix } from '@/server/storage/photo-files';
import { publicGirlCondition } from './queries';
import { assertCanWriteGirl } from './service';

// Girl photos (spec §3, §7). A girl's uploads wait for a moderator; a moderator's count as approved.

/** The girl and moderators get pending photos too; everyone else approved ones of a public profile. */
export async function listPhotos(actor: Actor, girlId: number, { newestFirst = true } = {}): Promise<PhotoDto[]> {
  const db = await getDb();
  const order = newestFirst ? desc(girlPhotos.id) : asc(girlPhotos.id);
  if (mayActOn(actor, 'girl-photo:write', { girlId })) {
    const rows = await db.select(photoColumns).from(girlPhotos).where(eq(girlPhotos.girlId, girlId)).orderBy(order);
    return rows.map(toPhotoDto);
  }
  const rows = await db
    .select(photoColumns)
    .from(girlPhotos)
    .innerJoin(girls, eq(girls.id, girlPhotos.girlId))
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(eq(girlPhotos.girlId, girlId), eq(girlPhotos.approved, true), publicGirlCondition))
    .orderBy(order);
  return rows.map(toPhotoDto);
}

/** Public when approved at once, else private until a moderator approves it. */
export async function saveMedia(
  dataUrl: unknown,
  girlId: number,
  { kind = 'photo', access }: { kind?: 'photo' | 'avatar'; access: 'public' | 'private' },
): Promise<SavedImage & { type: 'image' | 'video' }> {
  const prefix = photoPrefix(girlId);
  if (kind === 'photo' && isVideoDataUrl(dataUrl)) {
    return { ...(await saveVideo(await processVideo(parseVideo64(dataUrl)), { prefix, access })), type: 'video' };
  }
  return { ...(await saveImage64(dataUrl, { kind, prefix, access })), type: 'image' };
}

const accessOf = (approved: boolean) => (approved ? 'public' : 'private');

export async function uploadPhoto(actor: Actor, input: { image64: unknown; userId: number }): Promise<PhotoDto> {
  const girl = await assertCanWriteGirl(actor, input.userId, 'girl-photo:write');
  const approved = scopeLevel(actor, 'girl-photo:write') === 'any';
  const saved = await saveMedia(input.image64, girl.id, { access: accessOf(approved) });
  const db = await getDb();
  const [row] = await db
    .insert(girlPhotos)
    .values({
      girlId: girl.id,
      type: saved.type,
      storageKey: saved.key,
      secureUrl: saved.url,
      variants: saved.variants,
      approved,
      approvedAt: approved ? new Date() : null,
      width: saved.width || null,
      height: saved.height || null,
    })
    .returning(photoColumns);
  if (approved) revalidateGirlProfile(girl.id);
  return toPhotoDto(row!);
}

/** Waits for approval; meanwhile the public sees the last approved one. */
export async function updateProfilePicture(actor: Actor, girlId: number, image64: unknown): Promise<PhotoDto> {
  const girl = await assertCanWriteGirl(actor, girlId, 'girl-photo:write');
  const approved = scopeLevel(actor, 'girl-photo:write') === 'any';
  const saved = await saveMedia(image64, girl.id, { kind: 'avatar', access: accessOf(approved) });
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    // is_profile_pic marks the approved picture: a girl's upload leaves it until approval.
    if (approved) {
      await tx
        .update(girlPhotos)
        .set({ isProfilePic: false })
        .where(and(eq(girlPhotos.girlId, girl.id), eq(girlPhotos.isProfilePic, true)));
    }
    const [inserted] = await tx
      .insert(girlPhotos)
      .values({
        girlId: girl.id,
        storageKey: saved.key,
        secureUrl: saved.url,
        variants: saved.variants,
        approved,
        approvedAt: approved ? new Date() : null,
        isProfilePic: approved,
        width: saved.width,
        height: saved.height,
      })
      .returning(photoColumns);
    await tx
      .update(girls)
      .set({
        profilePicSecureUrl: approved ? saved.url : photoFileUrl(inserted!.id),
        profilePicPublicId: saved.key,
        profilePicFileName: saved.key.split('/').at(-1)!,
        profilePicApproved: approved ? true : null,
      })
      .where(eq(girls.id, girl.id));
    return inserted!;
  });
  revalidateGirlProfile(girl.id);
  return toPhotoDto(row);
}

export async function deletePhoto(actor: Actor, photoId: number): Promise<void> {
  const scope = scopeOf(actor, 'girl-photo:write', { girlId: girlPhotos.girlId });
  const db = await getDb();
  const photo = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(girlPhotos)
      .where(and(eq(girlPhotos.id, photoId), scope))
      .returning({
        id: girlPhotos.id,
        girlId: girlPhotos.girlId,
        storageKey: girlPhotos.storageKey,
        variants: girlPhotos.variants,
      });
    if (!deleted) return undefined;
    // Her profile picture is also a gallery photo: deleting it leaves her without one, not with a
    // dead link.
    await tx
      .update(girls)
      .set({ profilePicSecureUrl: null, profilePicPublicId: null, profilePicFileName: null, profilePicApproved: null })
      .where(
        and(
          eq(girls.id, deleted.girlId),
          eq(girls.profilePicPublicId, deleted.storageKey),
          sql`not exists (select 1 from ${girlPhotos} where ${girlPhotos.storageKey} = ${deleted.storageKey})`,
        ),
      );
    return deleted;
  });
  // Ids cannot be probed.
  if (!photo) throw new AppError(scope === undefined ? 'not_found' : 'forbidden');
  await deletePhotoFilesIfUnused(photo);
}

/** Seeded and re-uploaded pictures can share a stored key. */
export async function deletePhotoFilesIfUnused(photo: {
  girlId: number;
  storageKey: string;
  variants: ImageVariants | null;
}): Promise<void> {
  const db = await getDb();
  const [stillUsed] = await db
    .select({ id: girlPhotos.id })
    .from(girlPhotos)
    .where(eq(girlPhotos.storageKey, photo.storageKey))
    .limit(1);
  const [inPost] = await db.select({ id: posts.id }).from(posts).where(eq(posts.storageKey, photo.storageKey)).limit(1);
  const [asProfilePic] = await db
    .select({ id: girls.id })
    .from(girls)
    .where(or(eq(girls.profilePicPublicId, photo.storageKey), eq(girls.profilePicSecureUrl, photo.storageKey)))
    .limit(1);
  if (!stillUsed && !inPost && !asProfilePic && photo.variants) await deleteSavedImage(photo.variants);
  revalidateGirlProfile(photo.girlId);
}
