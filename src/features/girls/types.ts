import type { PictureData } from '@/lib/media';

/** The read model the profile page and the chat share. */
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

export interface GirlCardData {
  id: number;
  stageName: string;
  city: string | null;
  state: string | null;
  country: string | null;
  pictureUrl: string | null;
  /** Null when pictureUrl is; optional: a card without variants shows pictureUrl alone. */
  picture?: PictureData | null;
}
