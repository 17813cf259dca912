import type { PictureData } from '@/lib/media';

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
