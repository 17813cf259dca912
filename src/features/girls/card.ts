// Public girl-card DTO from a girls row: only public fields, and the picture only once approved.
import type { GirlCardData } from './types';

export interface GirlCardRow {
  id: number;
  stageName: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  profilePicSecureUrl: string | null;
  profilePicApproved: boolean | null;
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
  };
}
