// The "look up her public facts" tool's answers: her public profile, formatted as the profile
// shows it (both units, dates as MM-DD-YYYY). Built from ChatProfile, so nothing private exists
// here to be looked up.
import { formatDate } from '@/lib/dates';
import { formatFeetInches } from '@/lib/enums/heights';
import { inchesToCm, lbsToKg } from '@/lib/units';
import { placeOf, servicesNotOffered, type ChatProfile } from './chat-profile';

export const FACT_TOPICS = ['all', 'services', 'travels', 'stats', 'links', 'about', 'booking'] as const;
export type FactTopic = (typeof FACT_TOPICS)[number];

export function publicFacts(profile: ChatProfile, topic: FactTopic): Record<string, unknown> {
  const facts: Record<string, unknown> = { stageName: profile.stageName };
  const want = (t: FactTopic) => topic === 'all' || topic === t;
  if (want('about')) {
    facts.basedIn = placeOf(profile) || null;
    facts.headline = profile.headline;
    facts.about = profile.about;
    facts.description = profile.description;
  }
  if (want('stats')) {
    facts.age = profile.age;
    facts.height =
      profile.height === null ? null : `${formatFeetInches(profile.height)} (${inchesToCm(profile.height)} cm)`;
    facts.weight = profile.weight === null ? null : `${profile.weight} lbs (${lbsToKg(profile.weight)} kg)`;
    facts.physique = profile.physique;
    facts.lifts = profile.lifts.map((l) => `${l.label}: ${l.lbs} lbs (${lbsToKg(l.lbs)} kg)`);
  }
  if (want('services')) {
    facts.servicesOffered = profile.services;
    facts.servicesNotOffered = servicesNotOffered(profile);
  }
  if (want('travels')) {
    facts.upcomingTravels = profile.travels.map((t) => ({
      place: placeOf(t),
      from: formatDate(t.dateBegins),
      to: formatDate(t.dateEnds),
    }));
  }
  if (want('links')) facts.links = profile.links;
  if (want('booking')) {
    facts.howToBook =
      'A signed-in guy sends a booking request (date and time, session length, session type, optional location, things to not include, attire and questions). She answers on Matside.';
  }
  return facts;
}
