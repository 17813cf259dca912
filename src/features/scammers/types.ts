import type { PictureData } from '@/lib/media';
/** A scammer as lists and the API show her (spec §3 Scammer record; public fields only). */
export interface ScammerSummary {
  id: number;
  stageName: string;
  name: string | null;
  username: string | null;
  headline: string | null;
  description: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  height: number | null;
  weight: number | null;
  /** Only an approved profile picture. */
  avatar: string | null;
  /** The same picture with its responsive renditions, when it has them. */
  picture: PictureData | null;
  /** ISO timestamp of the upload (cached results go through JSON, so no Date). */
  createdAt: string;
}

export interface ScammerPhoto {
  id: number;
  url: string;
}

export interface ScammerDetail extends ScammerSummary {
  pics: ScammerPhoto[];
}
