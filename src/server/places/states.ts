import 'server-only';
import { cityMapping } from 'city-timezones';
import { isUsCountry, usStateCode, usStateName } from '@/lib/enums/us-states';
import { placeKey } from './city-spellings';
import subdivisions from './subdivisions.json';

// One stored form for a state (decision 052): a US state's two-letter code (spec §3), elsewhere its
// ISO 3166-2 English name (subdivisions.json). A name the data does not know stays as typed.

export interface Subdivision {
  country: string;
  /** "DE-BY". */
  code: string;
  name: string;
  /** 1 for a first-level region. */
  level: number;
  names: readonly string[];
}

type Entry = [code: string, name: string, level: number, ...aliases: string[]];
const data = subdivisions as unknown as { countries: Record<string, Entry[]> };

let byCountry: Map<string, Map<string, Subdivision>> | undefined;
let byName: Map<string, Subdivision[]> | undefined;

/** Per country by every key; anywhere by name and full code. */
function indexes() {
  if (byCountry && byName) return { byCountry, byName };
  byCountry = new Map();
  byName = new Map();
  for (const [country, entries] of Object.entries(data.countries)) {
    const keys = new Map<string, Subdivision>();
    const all = entries.map(([local, name, level, ...aliases]) => ({
      country,
      code: `${country}-${local}`,
      name,
      level,
      names: [name, ...aliases],
    }));
    // English names before other names before codes (a code "BE" must not hide a region named "Be"),
    // first level before second.
    const add = (key: string, sub: Subdivision) => {
      if (!keys.has(key)) keys.set(key, sub);
    };
    for (const level of [1, 2]) {
      const here = all.filter((s) => s.level === level);
      for (const sub of here) add(placeKey(sub.name), sub);
      for (const sub of here) for (const name of sub.names.slice(1)) add(placeKey(name), sub);
      for (const sub of here) for (const code of [sub.code.slice(3), sub.code]) add(placeKey(code), sub);
    }
    for (const sub of all) {
      for (const key of new Set([...sub.names, sub.code].map(placeKey)))
        byName.set(key, [...(byName.get(key) ?? []), sub]);
    }
    byCountry.set(country, keys);
  }
  return { byCountry, byName };
}

let countryCodes: Map<string, string> | undefined;

export function countryCodeOf(country: string | null | undefined): string | undefined {
  if (!country?.trim()) return undefined;
  if (isUsCountry(country)) return 'US';
  if (!countryCodes) {
    countryCodes = new Map();
    for (const row of cityMapping) {
      for (const name of [row.country, row.iso2, row.iso3]) countryCodes.set(placeKey(String(name)), String(row.iso2));
    }
    for (const code of Object.keys(data.countries))
      if (!countryCodes.has(placeKey(code))) countryCodes.set(placeKey(code), code);
  }
  return countryCodes.get(placeKey(country));
}

export function findSubdivision(state: string | null | undefined, country: string | null | undefined) {
  const code = countryCodeOf(country);
  if (!code || code === 'US' || !state?.trim()) return undefined;
  return indexes().byCountry.get(code)?.get(placeKey(state));
}

/** Idempotent. */
export function canonicalState(state: string, country: string | null | undefined): string {
  const text = state.trim();
  if (!text) return text;
  if (isUsCountry(country)) return usStateCode(text) ?? text;
  return findSubdivision(text, country)?.name ?? text;
}

export function isKnownState(state: string, country: string | null | undefined): boolean {
  return isUsCountry(country) ? usStateCode(state) !== undefined : findSubdivision(state, country) !== undefined;
}

export function withCanonicalState<T extends { state?: string | null; country?: string | null }>(values: T): T {
  if (typeof values.state !== 'string') return values;
  return { ...values, state: canonicalState(values.state, values.country) };
}

/** "DE-BY|AT-9" (a filter's key) means each. */
function subdivisionsNamed(text: string): Subdivision[] {
  return text.split('|').flatMap((part) => indexes().byName.get(placeKey(part)) ?? []);
}

/** Every name of each subdivision the text names, so rows stored before the migration still match. */
export function stateFilterSpellings(text: string): string[] {
  const typed = text.trim();
  const out = new Set<string>();
  const code = usStateCode(typed);
  const named = subdivisionsNamed(typed);
  if (code) {
    out.add(code.toLowerCase());
    out.add(usStateName(code).toLowerCase());
    named.push(...subdivisionsNamed(usStateName(code)));
  } else out.add(typed.toLowerCase());
  for (const sub of named) for (const name of sub.names) out.add(name.toLowerCase());
  return [...out].filter(Boolean);
}

export function stateFilterKey(text: string): string {
  const code = usStateCode(text);
  if (code) return code;
  const subs = subdivisionsNamed(text);
  return subs.length ? [...new Set(subs.map((s) => s.code))].sort().join('|') : text.trim().toLowerCase();
}
