// Public girl-card DTO from a girls row: only public fields, and the picture only once approved.
import { getTableName, sql, type Column, type Table } from 'drizzle-orm';
import { toPictureData } from '@/lib/media';
import { girlPhotos, girls, type ImageVariants } from '@/server/db/schema';
import type { GirlCardData } from './types';

/** Widest rendition a card can use (a grid column at 2× density). */
export const CARD_MAX_WIDTH = 640;

/** `"table"."column"`, spelled out: see profilePicVariantsSql. */
function qualified(table: Table, column: Column) {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}

/**
 * The variants (responsive renditions, placeholder) of her approved profile picture: the approved
 * photo row whose file it is. Select it as `profilePicVariants` beside the card columns.
 * Every column is qualified by hand: in a select from `girls` alone Drizzle prints the columns of a
 * sql field bare, and a bare `"id"` inside this subquery is girl_photos' own, which turned the
 * correlation into `girl_photos.girl_id = girl_photos.id` (no card got its renditions).
 */
export const profilePicVariantsSql = sql<ImageVariants | null>`(
  select ${qualified(girlPhotos, girlPhotos.variants)} from ${girlPhotos}
  where ${qualified(girlPhotos, girlPhotos.girlId)} = ${qualified(girls, girls.id)}
    and ${qualified(girlPhotos, girlPhotos.approved)}
    and ${qualified(girlPhotos, girlPhotos.secureUrl)} = ${qualified(girls, girls.profilePicSecureUrl)}
  order by ${qualified(girlPhotos, girlPhotos.id)} desc limit 1)`;

/**
 * The columns a girl card is built from (toGirlCard), picture renditions included: every list of
 * cards selects these, and a page that shows more spreads them beside its own.
 */
export const girlCardColumns = {
  id: girls.id,
  stageName: girls.stageName,
  city: girls.city,
  state: girls.state,
  country: girls.country,
  profilePicSecureUrl: girls.profilePicSecureUrl,
  profilePicApproved: girls.profilePicApproved,
  profilePicVariants: profilePicVariantsSql,
};

export interface GirlCardRow {
  id: number;
  stageName: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  profilePicSecureUrl: string | null;
  profilePicApproved: boolean | null;
  /** profilePicVariantsSql; absent or null: the picture is shown from its URL alone. */
  profilePicVariants?: ImageVariants | null;
}

/** A same-origin path (our /media/… URLs) or an https URL; anything else is not shown. */
export function publicPictureUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https:\/\//.test(url) ? url : null;
}

export function toGirlCard(row: GirlCardRow): GirlCardData | null {
  if (!row.stageName) return null;
  return {
    id: row.id,
    stageName: row.stageName,
    city: row.city,
    state: row.state,
    country: row.country,
    // Spec section 4: profile_pic_approved is false or null until a moderator approves it.
    pictureUrl: row.profilePicApproved === true ? publicPictureUrl(row.profilePicSecureUrl) : null,
    picture:
      row.profilePicApproved === true
        ? toPictureData(row.profilePicSecureUrl, row.profilePicVariants, { maxWidth: CARD_MAX_WIDTH })
        : null,
  };
}
