import 'server-only';
import { cityMapping } from 'city-timezones';
import { fold } from './time-zone';

// City search matches by meaning, not by bytes: "St Louis" finds "St. Louis", "Munchen" and
// "München" find each other, and a name the world-cities data of decision 026 knows in two forms
// ("Zürich" / "Zurich") finds both. The search still compares lower(city) with a list of
// spellings (the (lower(city), id) index keeps serving it, as stateFilterSpellings does for states):
// this file only works out that list.

/** A place name reduced to what it means: no accents, no punctuation, one space between words. */
export function placeKey(text: string | null | undefined): string {
  return fold(text)
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

let dataNames: Map<string, Set<string>> | undefined;

/** The data's names of each city by key: its own name and its plain-letters name. */
function namesByKey(): Map<string, Set<string>> {
  if (dataNames) return dataNames;
  dataNames = new Map();
  for (const row of cityMapping) {
    const names = [String(row.city), String(row.city_ascii ?? row.city)];
    const keys = new Set(names.map(placeKey));
    const all = new Set(names);
    for (const key of keys) {
      const known = dataNames.get(key) ?? new Set<string>();
      for (const name of all) known.add(name);
      dataNames.set(key, known);
    }
  }
  return dataNames;
}

/**
 * The lower-cased spellings a city filter matches: what was typed, every stored city (`stored`, the
 * girls' distinct cities) meaning the same, and the data's other names of that city with the
 * stored cities meaning those.
 */
export function citySpellings(text: string, stored: readonly string[]): string[] {
  const typed = text.trim();
  const keys = new Set([placeKey(typed)]);
  for (const name of namesByKey().get(placeKey(typed)) ?? []) keys.add(placeKey(name));
  const out = new Set([typed.toLowerCase()]);
  for (const key of keys) for (const name of namesByKey().get(key) ?? []) out.add(name.toLowerCase());
  for (const city of stored) if (keys.has(placeKey(city))) out.add(city.trim().toLowerCase());
  return [...out].filter(Boolean);
}
