import 'server-only';
import { cityMapping } from 'city-timezones';
import { isUsCountry } from '@/lib/enums/us-states';

// Spec §3 "City options": city inputs suggest from the world-cities data of decision 026. The
// data (1.9 MB) stays on the server; a browser asks for the few cities matching what was typed.

export const SUGGESTION_LIMIT = 8;

export interface CitySuggestion {
  city: string;
  /** US state code, else the region's name ('' when the data has none). */
  state: string;
  country: string;
  /** "Chicago, IL" in the US, "Rome, Italy" elsewhere. */
  label: string;
}

const fold = (text: string | number | null | undefined) =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

type Row = (typeof cityMapping)[number];
let byPopulation: Row[] | undefined;

/** Cities whose name starts with the text, largest first, optionally within a country. */
export function suggestCities(text: string, country?: string | null): CitySuggestion[] {
  const prefix = fold(text);
  if (prefix.length < 2) return [];
  byPopulation ??= [...cityMapping].sort((a, b) => (b.pop ?? 0) - (a.pop ?? 0));
  const wanted = country ? (isUsCountry(country) ? 'us' : fold(country)) : null;
  const seen = new Set<string>();
  const out: CitySuggestion[] = [];
  for (const row of byPopulation) {
    if (!fold(row.city_ascii).startsWith(prefix) && !fold(row.city).startsWith(prefix)) continue;
    if (wanted && ![fold(row.country), fold(row.iso2), fold(row.iso3)].includes(wanted)) continue;
    const us = row.iso2 === 'US';
    const state = us ? String(row.state_ansi ?? '') : String(row.province ?? '');
    const label = us ? `${row.city}, ${state}` : `${row.city}, ${row.country}`;
    if (seen.has(label)) continue;
    seen.add(label);
    out.push({ city: String(row.city), state, country: us ? 'United States' : String(row.country), label });
    if (out.length === SUGGESTION_LIMIT) break;
  }
  return out;
}
