import 'server-only';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, notLike, or, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { serviceByCamel } from '@/lib/enums/services';
import { toPictureData, type PictureData } from '@/lib/media';
import type { Actor } from '@/server/auth/actor-types';
import { can } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girlPhotos, girls, posts, travels, user } from '@/server/db/schema';
import { isEnabled } from '@/server/flags';
import { isPrivateKey } from '@/server/storage';
import { girlCacheTag } from './cache';
import {
  ageFrom,
  offeredServices,
  profileLinks,
  publicGirlColumns,
  publicProfilePicture,
  type PublicGirlRow,
} from './dto';
import { publicPictureUrl } from './card';
import { photoUrls } from './photo-files';
import { postMediaUrl } from './post-files';
import { GIRLS_CACHE_TAG, publicGirlCondition } from './queries';
import { LIFT_FIELDS } from './schema';
import type { PublicProfileFacts } from './types';

// The public profile: public fields and approved photos only, cached per girl.

/** A quarter to a whole column at 2× density. */
const GALLERY_MAX_WIDTH = 960;

export interface PublicProfileView extends PublicProfileFacts {
  id: number;
  pictureUrl: string | null;
  picture: PictureData | null;
  services: { key: string; label: string }[];
  photos: {
    id: number;
    type: 'image' | 'video';
    url: string;
    thumbUrl: string;
    width: number | null;
    height: number | null;
    picture: PictureData | null;
    /** Videos uploaded before ffmpeg re-encoding have none. */
    posterUrl: string | null;
  }[];
  posts: {
    id: number;
    comment: string | null;
    url: string | null;
    fileType: 'image' | 'video' | null;
    date: string;
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

export async function loadPublicProfile(girlId: number): Promise<PublicProfileView | null> {
  const db = await getDb();
  const [row] = await db
    .select(publicGirlColumns)
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(eq(girls.id, girlId), publicGirlCondition))
    .limit(1);
  return row ? buildProfileView(row, 'public') : null;
}

/** Her own view: what waits for a moderator shown through the authorised routes. Never cached. */
export async function loadOwnProfile(actor: Actor): Promise<{ view: PublicProfileView; row: OwnProfileState } | null> {
  if (actor.kind === 'visitor' || !can(actor, 'girl-profile:read:own')) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      ...publicGirlColumns,
      profileApproved: girls.profileApproved,
      girlShowProfile: girls.girlShowProfile,
      adminShowProfile: girls.adminShowProfile,
      listed: sql<boolean>`coalesce((${publicGirlCondition}), false)`,
    })
    .from(girls)
    .where(and(eq(girls.userId, actor.userId), eq(girls.matsideGirl, true), isNotNull(girls.stageName)))
    .limit(1);
  if (!row) return null;
  const { profileApproved, girlShowProfile, adminShowProfile, listed, ...profile } = row;
  return {
    view: await buildProfileView(profile, 'owner'),
    row: { profileApproved, girlShowProfile, adminShowProfile, listed },
  };
}

export interface OwnProfileState {
  profileApproved: boolean | null;
  girlShowProfile: boolean;
  adminShowProfile: boolean;
  listed: boolean;
}

/** Her own view adds what waits. */
async function buildProfileView(row: PublicGirlRow, audience: 'public' | 'owner'): Promise<PublicProfileView> {
  const db = await getDb();
  const girlId = row.id;
  const owner = audience === 'owner';
  const pictureUrl = owner ? publicPictureUrl(row.profilePicSecureUrl) : publicProfilePicture(row);

  const [photoRows, postRows, upcoming, past] = await Promise.all([
    db
      .select({
        id: girlPhotos.id,
        type: girlPhotos.type,
        storageKey: girlPhotos.storageKey,
        secureUrl: girlPhotos.secureUrl,
        variants: girlPhotos.variants,
        width: girlPhotos.width,
        height: girlPhotos.height,
      })
      .from(girlPhotos)
      .where(and(eq(girlPhotos.girlId, girlId), owner ? undefined : eq(girlPhotos.approved, true)))
      .orderBy(desc(girlPhotos.id))
      .limit(200),
    isEnabled('girl-post-on-timeline-or-profile')
      ? db
          .select({
            id: posts.id,
            comment: posts.comment,
            storageKey: posts.storageKey,
            secureUrl: posts.secureUrl,
            variants: posts.variants,
            fileType: posts.fileType,
            createdAt: posts.createdAt,
          })
          .from(posts)
          // A post whose publishing failed waits.
          .where(
            and(
              eq(posts.girlId, girlId),
              owner ? undefined : or(isNull(posts.storageKey), notLike(posts.storageKey, 'private/%')),
            ),
          )
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
  // A private file's renditions are private too.
  const photoList = photoRows.map((p) => {
    const open = !isPrivateKey(p.storageKey);
    const urls = photoUrls({ id: p.id, storageKey: p.storageKey, secureUrl: p.secureUrl, variants: p.variants });
    return { ...p, url: urls.secureUrl, thumbUrl: urls.thumbUrl, variants: open ? p.variants : null };
  });

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
    picture: toPictureData(pictureUrl, photoList.find((p) => p.url === pictureUrl)?.variants),
    services: offeredServices(row).map((camel) => ({ key: camel, label: serviceByCamel(camel)!.label })),
    links: profileLinks(row),
    lifts: LIFT_FIELDS.flatMap(([field, label]) =>
      row[field] ? [{ label: label.replace(' (lbs)', ''), lbs: row[field]! }] : [],
    ),
    photos: photoList.map((p) => ({
      id: p.id,
      type: p.type,
      url: p.url,
      thumbUrl: p.thumbUrl,
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
    posts: postRows.map((p) => {
      const url = postMediaUrl(p);
      const open = url === p.secureUrl;
      return {
        id: p.id,
        comment: p.comment,
        url,
        fileType: p.fileType,
        date: p.createdAt.toISOString(),
        picture: p.fileType === 'image' ? toPictureData(url, open ? p.variants : null) : null,
        posterUrl: p.fileType === 'video' && open ? (p.variants?.poster?.url ?? null) : null,
      };
    }),
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

/** The hour's revalidate moves travels from upcoming to past without a write. */
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
