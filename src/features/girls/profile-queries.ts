import 'server-only';
import { and, asc, desc, eq, gte, isNull, lt, notLike, or, sql } from 'drizzle-orm';
import { formatDateTime } from '@/lib/dates';
import { unstable_cache } from 'next/cache';
import { serviceByCamel } from '@/lib/enums/services';
import { toPictureData, type PictureData } from '@/lib/media';
import { getDb } from '@/server/db';
import { girlPhotos, girls, posts, travels, user } from '@/server/db/schema';
import { isEnabled } from '@/server/flags';
import { girlCacheTag } from './cache';
import {
  ageFrom,
  offeredServices,
  profileLinks,
  publicGirlColumns,
  publicProfilePicture,
  type ProfileLink,
} from './dto';
import { GIRLS_CACHE_TAG, publicGirlCondition } from './queries';
import { LIFT_FIELDS } from './schema';

// The public profile /profile/{stageName}: public fields only, approved photos only, cached per
// girl (tags 'girls' and 'girl:{id}', revalidated by revalidateGirlProfile on every write).

/** Widest rendition a gallery square uses (a quarter to a whole column at 2× density). */
const GALLERY_MAX_WIDTH = 960;

export interface PublicProfileView {
  id: number;
  stageName: string;
  city: string | null;
  state: string | null;
  country: string | null;
  headline: string | null;
  about: string | null;
  description: string | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  physique: string | null;
  pictureUrl: string | null;
  /** The profile picture with its responsive renditions (the page's LCP image). */
  picture: PictureData | null;
  services: { key: string; label: string }[];
  links: ProfileLink[];
  lifts: { label: string; lbs: number }[];
  photos: {
    id: number;
    type: 'image' | 'video';
    url: string;
    thumbUrl: string;
    width: number | null;
    height: number | null;
    /** An image's responsive renditions (gallery squares), null for a video. */
    picture: PictureData | null;
    /** A video's poster frame (videos uploaded before ffmpeg re-encoding have none). */
    posterUrl: string | null;
  }[];
  posts: {
    id: number;
    comment: string | null;
    url: string | null;
    fileType: 'image' | 'video' | null;
    date: string;
    /** The date as shown (spec §9 MM/dd/yyyy hh:mm), written on the server: the cached page and its
     * hydration must read the same text whatever zone the browser is in. */
    dateText: string;
    picture: PictureData | null;
    posterUrl: string | null;
  }[];
  travels: {
    id: number;
    city: string;
    state: string;
    country: string;
    dateBegins: string;
    dateEnds: string;
    upcoming: boolean;
  }[];
}

/** The id of the visible Matside girl with this stage name (any case), or null. */
export async function findPublicGirlId(stageName: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: girls.id })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(sql`lower(${girls.stageName}) = lower(${stageName})`, publicGirlCondition))
    .limit(1);
  return row?.id ?? null;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Everything the public profile shows, or null when she is not (or no longer) public. */
export async function loadPublicProfile(girlId: number): Promise<PublicProfileView | null> {
  const db = await getDb();
  const [found] = await db
    .select(publicGirlColumns)
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(eq(girls.id, girlId), publicGirlCondition))
    .limit(1);
  if (!found) return null;
  const row = found;
  const pictureUrl = publicProfilePicture(row);

  const [photoRows, postRows, upcoming, past] = await Promise.all([
    db
      .select({
        id: girlPhotos.id,
        type: girlPhotos.type,
        url: girlPhotos.secureUrl,
        variants: girlPhotos.variants,
        width: girlPhotos.width,
        height: girlPhotos.height,
      })
      .from(girlPhotos)
      .where(and(eq(girlPhotos.girlId, girlId), eq(girlPhotos.approved, true)))
      .orderBy(desc(girlPhotos.id))
      .limit(200),
    isEnabled('girl-post-on-timeline-or-profile')
      ? db
          .select({
            id: posts.id,
            comment: posts.comment,
            url: posts.secureUrl,
            variants: posts.variants,
            fileType: posts.fileType,
            createdAt: posts.createdAt,
          })
          .from(posts)
          // A post whose media is still private (she was approved, its publishing failed) waits.
          .where(and(eq(posts.girlId, girlId), or(isNull(posts.storageKey), notLike(posts.storageKey, 'private/%'))))
          .orderBy(desc(posts.createdAt), desc(posts.id))
          .limit(50)
      : Promise.resolve([]),
    db
      .select()
      .from(travels)
      .where(and(eq(travels.girlId, girlId), gte(travels.dateEnds, today())))
      .orderBy(asc(travels.dateBegins))
      .limit(50),
    db
      .select()
      .from(travels)
      .where(and(eq(travels.girlId, girlId), lt(travels.dateEnds, today())))
      .orderBy(desc(travels.dateBegins))
      .limit(10),
  ]);

  return {
    id: row.id,
    stageName: row.stageName!,
    city: row.city,
    state: row.state,
    country: row.country,
    headline: row.headline,
    about: row.about,
    description: row.description,
    age: ageFrom(row.birthday),
    height: row.height,
    weight: row.weight,
    physique: row.physique,
    pictureUrl,
    picture: toPictureData(pictureUrl, photoRows.find((p) => p.url === pictureUrl)?.variants),
    services: offeredServices(row).map((camel) => ({ key: camel, label: serviceByCamel(camel)!.label })),
    links: profileLinks(row),
    lifts: LIFT_FIELDS.flatMap(([field, label]) =>
      row[field] ? [{ label: label.replace(' (lbs)', ''), lbs: row[field]! }] : [],
    ),
    photos: photoRows.map((p) => ({
      id: p.id,
      type: p.type,
      url: p.url,
      thumbUrl: p.variants?.thumb?.url ?? p.variants?.avatar?.url ?? p.url,
      width: p.width,
      height: p.height,
      picture:
        p.type === 'image'
          ? toPictureData(p.url, p.variants, {
              maxWidth: GALLERY_MAX_WIDTH,
              fallbackSize: { width: p.width ?? 400, height: p.height ?? 400 },
            })
          : null,
      posterUrl: p.type === 'video' ? (p.variants?.poster?.url ?? null) : null,
    })),
    posts: postRows.map((p) => ({
      id: p.id,
      comment: p.comment,
      url: p.url,
      fileType: p.fileType,
      date: p.createdAt.toISOString(),
      dateText: formatDateTime(p.createdAt),
      picture: p.fileType === 'image' ? toPictureData(p.url, p.variants) : null,
      posterUrl: p.fileType === 'video' ? (p.variants?.poster?.url ?? null) : null,
    })),
    travels: [...upcoming.map((t) => ({ ...t, upcoming: true })), ...past.map((t) => ({ ...t, upcoming: false }))].map(
      (t) => ({
        id: t.id,
        city: t.city,
        state: t.state,
        country: t.country,
        dateBegins: t.dateBegins,
        dateEnds: t.dateEnds,
        upcoming: t.upcoming,
      }),
    ),
  };
}

/**
 * Cached lookups: stage name → id (tag 'girls': a rename or a hidden profile revalidates it) and
 * id → profile (tags 'girls' and 'girl:{id}'). The hour's revalidate moves travels from upcoming
 * to past without a write.
 */
export async function getPublicProfileCached(stageName: string): Promise<PublicProfileView | null> {
  const key = stageName.trim().toLowerCase();
  const id = await unstable_cache(() => findPublicGirlId(key), ['girl-profile-id', key], {
    tags: [GIRLS_CACHE_TAG],
    revalidate: 3600,
  })();
  if (id === null) return null;
  return unstable_cache(() => loadPublicProfile(id), ['girl-profile', String(id)], {
    tags: [GIRLS_CACHE_TAG, girlCacheTag(id)],
    revalidate: 3600,
  })();
}
