import type { BodyType } from '@/lib/enums/body-types';
import type { PictureData } from '@/lib/media';

/** Spec §4 "Girl classification in search results". */
export type SearchCardKind = 'scammer' | 'problem-girl' | 'review' | 'profile';

/** Public fields only. */
export interface SearchCard {
  id: number;
  kind: SearchCardKind;
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
  picture: PictureData | null;
}

export interface SearchResult {
  /** Exact up to COUNT_CAP; more when `totalCapped`. */
  total: number;
  totalCapped: boolean;
  results: SearchCard[];
  nextCursor: number | null;
}
