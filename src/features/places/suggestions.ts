import 'server-only';
import { cityMapping } from 'city-timezones';
import { isUsCountry, US_STATES, usStateCode } from '@/lib/enums/us-states';
import { findSubdivision } from '@/server/places/states';
import { fold } from '@/server/places/time-zone';

// Spec §3 "City options" from the world-cities data (decision 026), which stays on the server; a
// state outside the US is offered in its stored form (states.ts).

export const SUGGESTION_LIMIT = 8;

export interface CitySuggestion {
  city: string;
  state: string;
  country: string;
  /** "Chicago, IL" in the US, "Rome, Italy" elsewhere. */
  label: string;
}

export interface StateSuggestion {
  state: string;
  country: string;
  /** "Texas (TX)" in the US, "Lazio, Italy" elsewhere. */
  label: string;
}

type Row = (typeof cityMapping)[number];
let byPopulation: Row[] | undefined;
const rowsByPopulation = () => (byPopulation ??= [...cityMapping].sort((a, b) => (b.pop ?? 0) - (a.pop ?? 0)));

const US_NAME = 'United States';
type CountryColumns = Pick<Row, 'iso2' | 'iso3' | 'country'>;
const isUsRow = (row: CountryColumns) => row.iso2 === 'US';
const rowState = (row: Row) => {
  if (isUsRow(row)) return String(row.state_ansi ?? '');
  const province = String(row.province ?? '');
  return findSubdivision(province, String(row.iso2))?.name ?? province;
};
const rowCountry = (row: Row) => (isUsRow(row) ? US_NAME : String(row.country));

/** Any spelling the data knows, US aliases included. */
function inCountry(country: string | null | undefined): (row: CountryColumns) => boolean {
  if (!country?.trim()) return () => true;
  if (isUsCountry(country)) return isUsRow;
  const wanted = fold(country);
  return (row) => [fold(row.country), fold(row.iso2), fold(row.iso3)].includes(wanted);
}

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

interface StateEntry {
  suggestion: StateSuggestion;
  names: readonly string[];
  codes: readonly string[];
  row: CountryColumns;
}
let states: StateEntry[] | undefined;

/** The US list first (codes), then the data's regions by population under their English names. */
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

export function suggestStates(text: string, country?: string | null): StateSuggestion[] {
  const prefix = fold(text);
  if (!prefix) return [];
  const countryOk = inCountry(country);
  const out: StateSuggestion[] = [];
  for (const { suggestion, names, codes, row } of allStates()) {
    if (!countryOk(row)) continue;
    // A short code means one state only within its country; "DE-BY" anywhere.
    const byCode = codes.some((code, i) => fold(code) === prefix && (i > 0 || row.iso2 === 'US' || !!country?.trim()));
    if (!byCode && !names.some((name) => fold(name).startsWith(prefix))) continue;
    out.push(suggestion);
    if (out.length === SUGGESTION_LIMIT) break;
  }
  return out;
}
