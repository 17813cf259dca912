import type { ClientType } from '@/lib/enums/client-types';
import type { ThumbType } from '@/lib/enums/thumb-types';

/** Shown instead of the girl's name on an anonymous report or comment (spec §2). */
export const ANONYMOUS = 'Anonymous';
/** Spec §8 placeholder for a commenter whose account is gone. */
export const UNKNOWN_USER = 'Unknown/Banned User';

export interface TimewasterPhoneDto {
  id: number;
  phoneNumber: string;
  createdAt: string;
}
export interface TimewasterEmailDto {
  id: number;
  email: string;
  createdAt: string;
}
export interface TimewasterPhotoDto {
  id: number;
  url: string;
  thumbUrl: string;
}
export interface TimewasterCommentDto {
  id: number;
  timewasterId: number;
  comment: string;
  /** 'Anonymous' to other girls; moderators see the name (and `anonymous: true`). */
  publicUsername: string;
  thumbnailUrl: string | null;
  anonymous: boolean;
  isOwn: boolean;
  createdAt: string;
}

/** What the search list and card show. `username` is the reporter as this actor may see her. */
export interface TimewasterDto {
  id: number;
  name: string;
  clientType: ClientType;
  publicUsername: string | null;
  city: string;
  state: string | null;
  country: string;
  comment: string;
  email: string | null;
  phoneNumber: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  skype: string | null;
  anonymous: boolean;
  approved: boolean;
  username: string;
  isOwn: boolean;
  createdAt: string;
  updatedAt: string;
  phones: TimewasterPhoneDto[];
  emails: TimewasterEmailDto[];
  photoUrls: TimewasterPhotoDto[];
  thumbsUp: number;
  thumbsDown: number;
  /** Spec §4: null not voted, false thumbs down, true thumbs up. */
  vote: boolean | null;
  voteId: number | null;
  voteType: ThumbType | null;
  commentCount: number;
  /** The report, its approval or the newest "I had this experience too" (docs/decisions/041). */
  lastConfirmedAt: string;
  /** When it leaves girls' searches and screening; null: never (a dangerous client). */
  expiresAt: string | null;
  /** Past its expiry: only moderators (and the reporter, on her own list) still see it. */
  expired: boolean;
  /** How many girls said "I had this experience too" (never who). */
  confirmationCount: number;
  /** The day of the actor's own experience when she confirmed it (yyyy-MM-dd), else null. */
  myExperienceDate: string | null;
}

export interface SearchResult {
  items: TimewasterDto[];
  total: number;
  page: number;
  limit: number;
  /** The total stops counting here: a short name fragment can match a large share of 1M rows. */
  totalCapped: boolean;
}
