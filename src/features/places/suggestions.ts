import 'server-only';
import { cityMapping } from 'city-timezones';
import { isUsCountry, US_STATES, usStateCode } from '@/lib/enums/us-states';
import { findSubdivision } from '@/server/places/states';
import { fold } from '@/server/places/time-zone';

// Spec §3 "City options": city and state inputs suggest from the world-cities data of decision 026.
// The data (1.9 MB) stays on the server; a browser asks for the few places matching what was typed,
// narrowed by the country (and, for cities, the state) the form already has. A state outside the US
// is offered in its stored form (states.ts): Munich fills "Bavaria", "Bayern" suggests "Bavaria".

export const SUGGESTION_LIMIT = 8;

export interface CitySuggestion {
  city: string;
  /** US state code, else the region's English name ('' when the data has none). */
  state: string;
  country: string;
  /** "Chicago, IL" in the US, "Rome, Italy" elsewhere. */
  label: string;
}

export interface StateSuggestion {
  /** What the state field takes: a US state's code, else the region's English name. */
  state: string;
  country: string;
  /** "Texas (TX)" in the US, "Lazio, Italy" elsewhere. */
  label: string;
}

type Row = (typeof cityMapping)[number];
let byPopulation: Row[] | undefined;
const rowsByPopulation = () => (byPopulation ??= [...cityMapping].sort((a, b) => (b.pop ?? 0) - (a.pop ?? 0)));

const US_NAME = 'United States';
/** The columns a country test reads. */
type CountryColumns = Pick<Row, 'iso2' | 'iso3' | 'country'>;
const isUsRow = (row: CountryColumns) => row.iso2 === 'US';
/** A row's state in the stored form: the US code, else the region's English name (or the data's own). */
const rowState = (row: Row) => {
  if (isUsRow(row)) return String(row.state_ansi ?? '');
  const province = String(row.province ?? '');
  return findSubdivision(province, String(row.iso2))?.name ?? province;
};
const rowCountry = (row: Row) => (isUsRow(row) ? US_NAME : String(row.country));

/** A row test for the country the form names (any spelling the data knows, US aliases included). */
function inCountry(country: string | null | undefined): (row: CountryColumns) => boolean {
  if (!country?.trim()) return () => true;
  if (isUsCountry(country)) return isUsRow;
  const wanted = fold(country);
  return (row) => [fold(row.country), fold(row.iso2), fold(row.iso3)].includes(wanted);
}

/** A row test for the state the form names: a US code or name, or any name or code of a region. */
function inState(state: string | null | undefined): (row: Row) => boolean {
  if (!state?.trim()) return () => true;
  const code = usStateCode(state.trim());
  const typed = fold(state);
  return (row) => {
    if (isUsRow(row)) return row.state_ansi === code;
    const named = findSubdivision(state, String(row.iso2))?.name;
    return fold(row.province) === typed || (named !== undefined && named === rowState(row));
  };
}

/** Cities whose name starts with the text, largest first, within the country and state when given. */
export function suggestCities(text: string, country?: string | null, state?: string | null): CitySuggestion[] {
  const prefix = fold(text);
  if (prefix.length < 2) return [];
  const countryOk = inCountry(country);
  const stateOk = inState(state);
  const seen = new Set<string>();
  const out: CitySuggestion[] = [];
  for (const row of rowsByPopulation()) {
    if (!fold(row.city_ascii).startsWith(prefix) && !fold(row.city).startsWith(prefix)) continue;
    if (!countryOk(row) || !stateOk(row)) continue;
    const state = rowState(row);
    const label = isUsRow(row) ? `${row.city}, ${state}` : `${row.city}, ${row.country}`;
    if (seen.has(label)) continue;
    seen.add(label);
    out.push({ city: String(row.city), state, country: rowCountry(row), label });
    if (out.length === SUGGESTION_LIMIT) break;
  }
  return out;
}

/** A state with what it is matched on: its names and codes, and a row of the data for the country test. */
interface StateEntry {
  suggestion: StateSuggestion;
  names: readonly string[];
  codes: readonly string[];
  row: CountryColumns;
}
let states: StateEntry[] | undefined;

/**
 * Every state: the US list first (codes, as the US forms store them), then the regions of the
 * world-cities data by population, each under its English name and matched by all its names.
 */
function allStates(): StateEntry[] {
  if (states) return states;
  const usRow = { iso2: 'US', iso3: 'USA', country: 'United States of America' };
  const us = US_STATES.map((s) => ({
    suggestion: { state: s.code, country: US_NAME, label: `${s.name} (${s.code})` },
    names: [s.name],
    codes: [s.code],
    row: usRow,
  }));
  const seen = new Set<string>();
  const others: StateEntry[] = [];
  for (const row of rowsByPopulation()) {
    if (isUsRow(row) || !row.province) continue;
    const sub = findSubdivision(String(row.province), String(row.iso2));
    const state = sub?.name ?? String(row.province);
    const label = `${state}, ${row.country}`;
    if (seen.has(label)) continue;
    seen.add(label);
    others.push({
      suggestion: { state, country: String(row.country), label },
      names: sub ? [...sub.names, String(row.province)] : [state],
      codes: sub ? [sub.code.slice(3), sub.code] : [],
      row,
    });
  }
  return (states = [...us, ...others]);
}

/** States and regions whose name (or US code) starts with the text, within the country when given. */
export function suggestStates(text: string, country?: string | null): StateSuggestion[] {
  const prefix = fold(text);
  if (!prefix) return [];
  const countryOk = inCountry(country);
  const out: StateSuggestion[] = [];
  for (const { suggestion, names, codes, row } of allStates()) {
    if (!countryOk(row)) continue;
    // A short code ("BY") means one state only within its country; "DE-BY" anywhere.
    const byCode = codes.some((code, i) => fold(code) === prefix && (i > 0 || row.iso2 === 'US' || !!country?.trim()));
    if (!byCode && !names.some((name) => fold(name).startsWith(prefix))) continue;
    out.push(suggestion);
    if (out.length === SUGGESTION_LIMIT) break;
  }
  return out;
}
