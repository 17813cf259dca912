import 'server-only';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { girlLocation } from '@/features/girls/components/girl-card';
import type { PublicProfileView } from '@/features/girls/profile-queries';
import { renderShareCard, SHARE_CARD_VERSION, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@/server/images/share-card';
import { getDb } from '@/server/db';
import { girls } from '@/server/db/schema';
import { describeError } from '@/server/http/safe-log';
import { logger } from '@/server/logger';
import { getStorage, mediaUrl } from '@/server/storage';
import { isPrivateKey, isSafeKey } from '@/server/storage/keys';
import type { ShareImage } from './share-metadata';

// A profile's link preview, stored under a key hashed from its inputs (public, immutable). Only
// pictures in our own storage are used.

type ShareSource = Pick<PublicProfileView, 'id' | 'stageName' | 'pictureUrl' | 'city' | 'state' | 'country'>;

/** An external URL is never fetched. */
function publicMediaKey(url: string | null): string | null {
  if (!url?.startsWith('/media/')) return null;
  try {
    const key = url.slice('/media/'.length).split('/').map(decodeURIComponent).join('/');
    return isSafeKey(key) && !isPrivateKey(key) ? key : null;
  } catch {
    return null;
  }
}

/** The card it replaces is deleted, so it does not stay public at its immutable URL (decision 045). */
async function replaceShareCard(girlId: number, key: string): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ key: girls.shareCardKey }).from(girls).where(eq(girls.id, girlId)).limit(1);
  if (!row || row.key === key) return;
  // The home page orders by updated_at.
  await db
    .update(girls)
    .set({ shareCardKey: key, updatedAt: sql`${girls.updatedAt}` })
    .where(eq(girls.id, girlId));
  if (row.key) await getStorage().delete(row.key);
}

/** Null when it cannot be made (the site image is used). */
export async function profileShareImage(profile: ShareSource): Promise<ShareImage | null> {
  const subtitle = girlLocation(profile);
  const pictureKey = publicMediaKey(profile.pictureUrl);
  const hash = createHash('sha256')
    .update(JSON.stringify([SHARE_CARD_VERSION, profile.stageName, subtitle, pictureKey]))
    .digest('hex');
  const key = `share/${hash}.jpg`;
  const image = {
    url: mediaUrl(key),
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    alt: `${profile.stageName} on Matside`,
  };
  try {
    const storage = getStorage();
    if (!(await storage.get(key))) {
      const picture = pictureKey ? ((await storage.get(pictureKey))?.bytes ?? null) : null;
      await storage.put(key, await renderShareCard({ title: profile.stageName, subtitle, picture }), 'image/jpeg');
    }
    await replaceShareCard(profile.id, key);
    return image;
  } catch (error) {
    logger.warn({ err: describeError(error) }, 'Rendering a profile share image failed');
    return null;
  }
}
