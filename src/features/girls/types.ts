import type { PictureData } from '@/lib/media';

/**
 * Her public facts, as the public profile shows them (profile-queries.ts builds them from public
 * columns only): the read model the profile page and the chat (ai-chat/chat-profile.ts) share.
 */
export interface PublicProfileFacts {
  stageName: string;
  city: string | null;
  state: string | null;
  country: string | null;
  headline: string | null;
  about: string | null;
  description: string | null;
  age: number | null;
  /** Inches. */
  height: number | null;
  /** Pounds. */
  weight: number | null;
  physique: string | null;
  links: { label: string; url: string }[];
  lifts: { label: string; lbs: number }[];
}

/** What a girl card shows (public fields only). */
export interface GirlCardData {
  id: number;
  stageName: string;
  city: string | null;
  state: string | null;
  country: string | null;
  /** Only an approved profile picture; null shows 'Profile has no picture.' */
  pictureUrl: string | null;
  /**
   * The same picture with its responsive renditions (null when pictureUrl is). Optional: a card
   * built without the variants shows pictureUrl alone.
   */
  picture?: PictureData | null;
}
