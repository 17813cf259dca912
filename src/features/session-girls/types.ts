/** No e-mail, no legacy ids, no reports. */
export interface SessionGirlProfile {
  id: number;
  username: string;
  name: string | null;
  height: number | null;
  weight: number | null;
  physique: string | null;
  picture: string | null;
  gallery: Array<{ id: number; url: string }>;
  travels: SessionGirlTravel[];
}

/** A session girl's travel as her profile lists it. */
export interface SessionGirlTravel {
  id: number;
  beginDate: string;
  endDate: string;
  city: string | null;
  state: string | null;
  country: string | null;
  description: string | null;
}
