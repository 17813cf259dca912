/** What a girl card shows (public fields only). */
export interface GirlCardData {
  id: number;
  stageName: string;
  city: string | null;
  state: string | null;
  country: string | null;
  /** Only an approved profile picture; null shows 'Profile has no picture.' */
  pictureUrl: string | null;
}
