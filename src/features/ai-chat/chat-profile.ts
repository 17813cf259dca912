// What the chat may know about a girl: her public profile and nothing else. Built field by field
// from the public profile view (itself built from public columns only), so an e-mail, a phone,
// moderator notes or anything of the timewaster tool cannot reach either engine or the model.
import { SERVICES } from '@/lib/enums/services';
import { usStateName } from '@/lib/enums/us-states';
import type { PublicProfileFacts } from '@/features/girls/types';

export interface ChatTravel {
  city: string;
  state: string;
  country: string;
  /** yyyy-MM-dd */
  dateBegins: string;
  dateEnds: string;
}

export interface ChatProfile extends PublicProfileFacts {
  girlId: number;
  /** Labels of the catalogue services she offers. */
  services: string[];
  /** Upcoming travels (ending today or later), soonest first. */
  travels: ChatTravel[];
}

/** The public profile view's shape, as far as the chat reads it. */
export interface PublicProfileSource extends PublicProfileFacts {
  id: number;
  services: { key: string; label: string }[];
  travels: (ChatTravel & { upcoming: boolean })[];
}

export function toChatProfile(view: PublicProfileSource): ChatProfile {
  return {
    girlId: view.id,
    stageName: view.stageName,
    city: view.city,
    state: view.state,
    country: view.country,
    headline: view.headline,
    about: view.about,
    description: view.description,
    age: view.age,
    height: view.height,
    weight: view.weight,
    physique: view.physique,
    services: view.services.map((s) => s.label),
    links: view.links.map(({ label, url }) => ({ label, url })),
    lifts: view.lifts.map(({ label, lbs }) => ({ label, lbs })),
    travels: view.travels
      .filter((t) => t.upcoming)
      .map(({ city, state, country, dateBegins, dateEnds }) => ({ city, state, country, dateBegins, dateEnds })),
  };
}

/** City, State name, Country – as the profile shows a place. */
export function placeOf(place: { city: string | null; state: string | null; country: string | null }): string {
  return [place.city, place.state ? usStateName(place.state) : null, place.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** Catalogue labels she does not offer (the profile's "no" answers). */
export function servicesNotOffered(profile: ChatProfile): string[] {
  const offered = new Set(profile.services);
  return SERVICES.filter((s) => !offered.has(s.label)).map((s) => s.label);
}
