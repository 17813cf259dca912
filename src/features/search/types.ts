import type { BodyType } from '@/lib/enums/body-types';
import type { PictureData } from '@/lib/media';

/** Spec §4 "Girl classification in search results": which page a result links to. */
export type SearchCardKind = 'scammer' | 'problem-girl' | 'review' | 'profile';

/** One search result: public fields only (no e-mail, phone, birthday, notes). */
export interface SearchCard {
  id: number;
  kind: SearchCardKind;
  /** /scammer/{stage_name}, /problem-girl/{id}, /review/{stage_name} or /profile/{stageName}. */
  href: string;
  stageName: string;
  city: string | null;
  state: string | null;
  country: string | null;
  height: number | null;
  weight: number | null;
  physique: BodyType | null;
  /** Only an approved picture. */
  pictureUrl: string | null;
  /** The same picture with its responsive renditions and placeholder, for the card's <picture>. */
  picture: PictureData | null;
}

export interface SearchResult {
  /** Matches, counted exactly up to COUNT_CAP; when `totalCapped`, there are more than this. */
  total: number;
  totalCapped: boolean;
  results: SearchCard[];
  /** The `after` of the next page (the last card's id), or null when this page is the last. */
  nextCursor: number | null;
}
