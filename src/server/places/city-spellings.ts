import 'server-only';
import { cityMapping } from 'city-timezones';
import { fold } from './time-zone';

// City search matches by meaning ("St Louis" = "St. Louis", "Munchen" = "München") by widening the
// list of lower-cased spellings the (lower(city), id) index serves.

/** No accents, no punctuation, one space between words. */
export function placeKey(text: string | null | undefined): string {
  return fold(text)
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

let dataNames: Map<string, Set<string>> | undefined;

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

/** What was typed, the stored cities meaning the same, and the data's other names of that city. */
export function citySpellings(text: string, stored: readonly string[]): string[] {
  const typed = text.trim();
  const keys = new Set([placeKey(typed)]);
  for (const name of namesByKey().get(placeKey(typed)) ?? []) keys.add(placeKey(name));
  const out = new Set([typed.toLowerCase()]);
  for (const key of keys) for (const name of namesByKey().get(key) ?? []) out.add(name.toLowerCase());
  for (const city of stored) if (keys.has(placeKey(city))) out.add(city.trim().toLowerCase());
  return [...out].filter(Boolean);
}
