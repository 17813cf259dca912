// The places the chat knows by name, so that only a place is read as one ("in boots", "in fighting
// form" are not): the site's city data (city-timezones: cities, provinces, countries), the ISO
// 3166-2 regions of decision 052, US states by name and code, and her own home and travel places.
import 'server-only';
import { cityMapping } from 'city-timezones';
import { US_STATES } from '@/lib/enums/us-states';
import subdivisions from '@/server/places/subdivisions.json';
import type { ChatProfile } from './chat-profile';
import { normalizeText } from './services-match';
import { WIDE_PLACES } from './wide-places';

type Entry = [code: string, name: string, level: number, ...aliases: string[]];

/** Short names and regions the data lacks ("uk", "usa", "the us" are written out by expandPlaces first; "southern california" is a region name and a state). */
const PLACE_WORDS = ['us', 'u s', 'united states', 'socal', 'so cal', 'norcal', 'nor cal'];

let index: { names: Set<string>; wellKnown: string[] } | undefined;

function known(): { names: Set<string>; wellKnown: string[] } {
  if (index) return index;
  const names = new Set<string>(PLACE_WORDS);
  const countries = new Set<string>();
  for (const row of cityMapping) {
    for (const name of [row.city, row.city_ascii, row.province]) names.add(normalizeText(String(name ?? '')));
    countries.add(normalizeText(String(row.country ?? '')));
  }
  const data = subdivisions as unknown as { countries: Record<string, Entry[]> };
  for (const entries of Object.values(data.countries))
    for (const [, name, level, ...aliases] of entries)
      if (level === 1) for (const n of [name, ...aliases]) names.add(normalizeText(n));
  const wellKnown = [...countries, ...US_STATES.flatMap((s) => [normalizeText(s.name), s.code.toLowerCase()])];
  for (const n of wellKnown) names.add(n);
  index = { names, wellKnown };
  return index;
}

/** Edit distance with a swap of two letters as one edit: is it at most 1? (Never asked of two equal words.) */
function oneEditApart(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const swap = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return swap || a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

function herPlaces(profile: ChatProfile): string[] {
  return [profile, ...profile.travels].flatMap((p) => [p.city, p.state, p.country]).map((n) => normalizeText(n ?? ''));
}

/**
 * The place a phrase names, written as the data writes it, or null when it names none: a known
 * name, a known name followed by its state or country ("reno nevada"), or a misspelling by one
 * letter of her places, a country or a US state ("chicgo").
 */
export function knownPlace(phrase: string, profile: ChatProfile): string | null {
  const asked = normalizeText(phrase);
  if (!asked) return null;
  const { names: all, wellKnown: wide } = known();
  const hers = herPlaces(profile);
  const isName = (n: string) => all.has(n) || WIDE_PLACES.has(n) || hers.includes(n);
  if (isName(asked)) return asked;
  const words = asked.split(' ');
  for (let i = 1; i < words.length; i++)
    if (isName(words.slice(0, i).join(' ')) && isName(words.slice(i).join(' '))) return asked;
  if (asked.length < 5) return null;
  return [...hers, ...wide].find((n) => oneEditApart(asked, n)) ?? null;
}
