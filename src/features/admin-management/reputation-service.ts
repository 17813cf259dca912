import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { auditedDelete, auditedUpdate, recordAudit } from '@/features/audit-log/service';
import { isStoredImageUrl } from '@/lib/uploads';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { reputationList, type ImageVariants } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { deleteSavedImage, saveImage64, type SavedImage } from '@/server/images';
import { logger } from '@/server/logger';
import type { ReputationItemValues } from './schema';

// Spec §7 reputation items. Files go after the commit, only when no other item uses them.

const PREFIX = 'reputation';

const auditColumns = {
  url: reputationList.url,
  girlHandle: reputationList.girlHandle,
  guyHandle: reputationList.guyHandle,
  description: reputationList.comment,
  imageUrl: reputationList.imageSecureUrl,
};

/** A new picture to store, or undefined to keep / remove (image64 absent, a stored URL, or null). */
async function newPicture(image64: string | null | undefined): Promise<SavedImage | undefined> {
  if (!image64 || isStoredImageUrl(image64)) return undefined;
  return saveImage64(image64, { kind: 'photo', prefix: PREFIX });
}

async function dropFilesIfUnused(variants: ImageVariants | null, exceptId: number): Promise<void> {
  if (!variants) return;
  const key = Object.values(variants)[0]?.key;
  if (!key) return;
  const db = await getDb();
  const [other] = await db
    .select({ id: reputationList.id })
    .from(reputationList)
    .where(and(eq(reputationList.imageStorageKey, key), ne(reputationList.id, exceptId)))
    .limit(1);
  if (other) return;
  await deleteSavedImage(variants).catch((error: unknown) =>
    logger.warn({ err: String(error) }, 'Reputation item: could not delete an old picture'),
  );
}

export async function addReputationItem(actor: Actor, values: ReputationItemValues): Promise<number> {
  requirePermission(actor, 'admin:access');
  const picture = await newPicture(values.image64);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reputationList)
      .values({
        url: values.url,
        girlHandle: values.girlHandle,
        guyHandle: values.guyHandle,
        comment: values.description,
        imageStorageKey: picture?.key ?? null,
        imageSecureUrl: picture?.url ?? null,
        imageVariants: picture?.variants ?? null,
      })
      .returning({ id: reputationList.id, ...auditColumns });
    const { id, ...after } = row!;
    await recordAudit(tx, actor, {
      action: 'reputation-item.add',
      subjectTable: 'reputation_list',
      subjectId: id,
      before: null,
      after,
    });
    return id;
  });
}

export async function updateReputationItem(actor: Actor, itemId: number, values: ReputationItemValues): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const [exists] = await db
    .select({ id: reputationList.id })
    .from(reputationList)
    .where(eq(reputationList.id, itemId))
    .limit(1);
  if (!exists) throw new AppError('not_found');
  const picture = await newPicture(values.image64);
  const removePicture = values.image64 === null;
  const image = picture
    ? { imageStorageKey: picture.key, imageSecureUrl: picture.url, imageVariants: picture.variants }
    : removePicture
      ? { imageStorageKey: null, imageSecureUrl: null, imageVariants: null }
      : {};
  const { before } = await db.transaction((tx) =>
    auditedUpdate(tx, actor, {
      table: reputationList,
      where: eq(reputationList.id, itemId),
      subjectId: itemId,
      columns: auditColumns,
      unrecorded: { variants: reputationList.imageVariants },
      set: {
        url: values.url,
        girlHandle: values.girlHandle,
        guyHandle: values.guyHandle,
        comment: values.description,
        ...image,
        updatedAt: new Date(),
      },
      action: 'reputation-item.update',
    }),
  );
  await dropFilesIfUnused(picture || removePicture ? before.variants : null, itemId);
}

export async function deleteReputationItem(actor: Actor, itemId: number): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const { variants } = await db.transaction((tx) =>
    auditedDelete(tx, actor, {
      table: reputationList,
      where: eq(reputationList.id, itemId),
      subjectId: itemId,
      columns: auditColumns,
      unrecorded: { variants: reputationList.imageVariants },
      action: 'reputation-item.delete',
    }),
  );
  await dropFilesIfUnused(variants, itemId);
}
