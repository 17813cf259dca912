import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { publicPictureUrl } from '@/features/girls/card';
import { getDb } from '@/server/db';
import { sessionGirlImages, sessionGirls, sessionGirlTravels } from '@/server/db/schema';
import type { SessionGirlProfile } from './types';

export const SESSION_GIRLS_CACHE_TAG = 'session-girls';

/** Spec §4. */
export const publicSessionGirlCondition = eq(sessionGirls.profileApproved, true);

/** Approved and not explicit. */
const publicImageCondition = and(
  eq(sessionGirlImages.imageType, 'gallery'),
  eq(sessionGirlImages.jenApproved, true),
  eq(sessionGirlImages.explicit, false),
  eq(sessionGirlImages.explicitNudity, false),
);

export async function getSessionGirl(username: string): Promise<SessionGirlProfile | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: sessionGirls.id,
      username: sessionGirls.username,
      name: sessionGirls.name,
      height: sessionGirls.height,
      weight: sessionGirls.weight,
      physique: sessionGirls.physique,
      picture: sessionGirls.cloudinarySecureUrl,
      pictureApproved: sessionGirls.profilePicApproved,
    })
    .from(sessionGirls)
    .where(and(publicSessionGirlCondition, eq(sql`lower(${sessionGirls.username})`, username.toLowerCase())))
    .limit(1);
  if (!row) return null;
  const [images, travels] = await Promise.all([
    db
      .select({ id: sessionGirlImages.id, url: sessionGirlImages.cloudinarySecureUrl })
      .from(sessionGirlImages)
      .where(and(eq(sessionGirlImages.sessionGirlId, row.id), publicImageCondition))
      .orderBy(asc(sessionGirlImages.id)),
    db
      .select({
        id: sessionGirlTravels.id,
        beginDate: sessionGirlTravels.beginDate,
        endDate: sessionGirlTravels.endDate,
        city: sessionGirlTravels.city,
        state: sessionGirlTravels.state,
        country: sessionGirlTravels.country,
        description: sessionGirlTravels.optionalDesc,
      })
      .from(sessionGirlTravels)
      .where(eq(sessionGirlTravels.sessionGirlId, row.id))
      .orderBy(desc(sessionGirlTravels.beginDate)),
  ]);
  const { pictureApproved, picture, ...profile } = row;
  return {
    ...profile,
    picture: pictureApproved === true ? publicPictureUrl(picture) : null,
    gallery: images.flatMap((image) => {
      const url = publicPictureUrl(image.url);
      return url ? [{ id: image.id, url }] : [];
    }),
    travels,
  };
}

export async function listSessionGirlUsernames(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ username: sessionGirls.username })
    .from(sessionGirls)
    .where(publicSessionGirlCondition)
    .orderBy(asc(sessionGirls.id));
  return rows.map((r) => r.username);
}

export const getSessionGirlCached = unstable_cache(getSessionGirl, ['session-girls:by-username'], {
  tags: [SESSION_GIRLS_CACHE_TAG],
  revalidate: 300,
});
