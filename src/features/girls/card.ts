import { toPictureData } from '@/lib/media';
import { profilePicVariantsSql } from '@/server/auth/account-state';
import { girls, type ImageVariants } from '@/server/db/schema';
import type { GirlCardData } from './types';

/** A grid column at 2× density. */
export const CARD_MAX_WIDTH = 640;

/** Every list of cards selects these. */
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
  /** Absent or null: the picture is shown from its URL alone. */
  profilePicVariants?: ImageVariants | null;
}

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
    // Spec §4: null until a moderator approves it.
    pictureUrl: row.profilePicApproved === true ? publicPictureUrl(row.profilePicSecureUrl) : null,
    picture:
      row.profilePicApproved === true
        ? toPictureData(row.profilePicSecureUrl, row.profilePicVariants, { maxWidth: CARD_MAX_WIDTH })
        : null,
  };
}
