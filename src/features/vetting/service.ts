import 'server-only';
import { eq } from 'drizzle-orm';
import { assertCanWriteGirl } from '@/features/girls/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { saveImage64 } from '@/server/images';
import { logger } from '@/server/logger';
import { getStorage, type StoredObject } from '@/server/storage';

// Vetting: a private picture of her face with a paper reading "Matside" and her username, read by
// moderators only and deleted once they decided.

export async function saveVerificationPicture(actor: Actor, girlId: number, image64: unknown): Promise<void> {
  const girl = await assertCanWriteGirl(actor, girlId, 'girl-photo:write');
  const saved = await saveImage64(image64, { kind: 'photo', prefix: `verification/${girl.id}`, access: 'private' });
  const storage = getStorage();
  // Nobody needs a thumbnail of it.
  for (const variant of Object.values(saved.variants)) if (variant.key !== saved.key) await storage.delete(variant.key);
  const db = await getDb();
  const [previous] = await db
    .select({ key: girls.verificationPictureKey })
    .from(girls)
    .where(eq(girls.id, girl.id))
    .limit(1);
  await db
    .update(girls)
    .set({ verificationPictureKey: saved.key, verificationPictureAt: new Date() })
    .where(eq(girls.id, girl.id));
  if (previous?.key) await storage.delete(previous.key);
}

/** Anyone else gets the 404 of none. */
export async function readVerificationPicture(actor: Actor, girlId: number): Promise<StoredObject> {
  if (actor.kind === 'visitor' || !actor.isModerator) throw new AppError('not_found');
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const [row] = await db.select({ key: girls.verificationPictureKey }).from(girls).where(eq(girls.id, girlId)).limit(1);
  const object = row?.key ? await getStorage().get(row.key) : null;
  if (!object) throw new AppError('not_found');
  return object;
}

/** The audit log keeps that it existed. */
export async function discardVerificationPicture(key: string | null): Promise<void> {
  if (!key) return;
  await getStorage()
    .delete(key)
    .catch((error: unknown) => logger.error({ err: error }, 'A verification picture could not be deleted'));
}
