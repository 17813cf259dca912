// Which of her travels a message names: by city, state or country, and by the short forms people
// use (Philly, NYC, LA, Vegas, UK). Only her own travel places are matched, so nothing is invented.
import { usStateName } from '@/lib/enums/us-states';
import type { ChatProfile, ChatTravel } from './chat-profile';
import { normalizeText } from './services-match';

const SHORT_FORMS: [RegExp, string][] = [
  [/ philly /g, ' philadelphia '],
  [/ (nyc|new york city|the big apple|manhattan) /g, ' new york '],
  [/ (la|l a) /g, ' los angeles '],
  [/ (sf|san fran|frisco) /g, ' san francisco '],
  [/ (las )?vegas /g, ' las vegas '],
  [/ (washington )?(dc|d c) /g, ' washington '],
  [/ (chi town|chitown) /g, ' chicago '],
  [/ nola /g, ' new orleans '],
  [/ (atl) /g, ' atlanta '],
  [/ (htown|h town) /g, ' houston '],
  [/ (nz) /g, ' new zealand '],
  [/(?<!new) (uk|u k|britain|great britain|england) /g, ' united kingdom '],
  [/(?<!north|south|latin|central) (usa|u s a|the us|the states|america) /g, ' united states '],
  [/ (holland) /g, ' netherlands '],
  [/ (deutschland) /g, ' germany '],
];

/** The message with short place names written out, padded with spaces for whole-word tests. */
export function expandPlaces(text: string): string {
  let t = ` ${normalizeText(text)} `;
  for (const [pattern, name] of SHORT_FORMS) t = t.replace(pattern, name);
  return t;
}

function namesOf(t: ChatTravel): string[] {
  return [t.city, t.state.length === 2 ? usStateName(t.state) : t.state, t.country]
    .map((n) => normalizeText(n))
    .filter((n) => n.length > 2);
}

/** The names of her home place, folded: city, state (code and name), country. */
export function homeNames(profile: ChatProfile): string[] {
  const state = profile.state ?? '';
  return [profile.city, state, state.length === 2 ? usStateName(state) : state, profile.country]
    .map((n) => normalizeText(n ?? ''))
    .filter((n) => n.length > 1);
}

/** Her travels to a city, state or country the text names. */
export function travelsNamedIn(text: string, profile: ChatProfile): ChatTravel[] {
  const t = expandPlaces(text);
  const byCity = profile.travels.filter((travel) => t.includes(` ${normalizeText(travel.city)} `));
  if (byCity.length) return byCity;
  return profile.travels.filter((travel) => namesOf(travel).some((n) => t.includes(` ${n} `)));
}
