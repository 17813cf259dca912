import 'server-only';
import { cityMapping } from 'city-timezones';
import { isUsCountry, usStateCode } from '@/lib/enums/us-states';
import { isValidTimeZone } from '@/lib/zoned-time';

// A session city's IANA zone (decision 026), else her US state's or country's largest city's;
// UTC is the last resort, shown as "UTC".

export interface Place {
  city?: string | null;
  state?: string | null;
  country?: string | null;
}

type CityRow = (typeof cityMapping)[number];

const TERRITORY_ZONES: Record<string, string> = {
  DC: 'America/New_York',
  PR: 'America/Puerto_Rico',
  GU: 'Pacific/Guam',
  VI: 'America/St_Thomas',
  AS: 'Pacific/Pago_Pago',
};

export const FALLBACK_TIME_ZONE = 'UTC';

/** Some rows carry numbers where names belong. */
export const fold = (text: string | number | null | undefined) =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

interface Index {
  byCity: Map<string, CityRow[]>;
  largestByState: Map<string, CityRow>;
  largestByCountry: Map<string, CityRow>;
}

let index: Index | undefined;

function buildIndex(): Index {
  const byCity = new Map<string, CityRow[]>();
  const largestByState = new Map<string, CityRow>();
  const largestByCountry = new Map<string, CityRow>();
  const larger = (a: CityRow | undefined, b: CityRow) => (!a || (b.pop ?? 0) > (a.pop ?? 0) ? b : a);
  for (const row of cityMapping) {
    if (!row.timezone) continue;
    for (const name of new Set([fold(row.city), fold(row.city_ascii)])) {
      if (name) byCity.set(name, [...(byCity.get(name) ?? []), row]);
    }
    if (row.iso2 === 'US' && row.state_ansi) {
      largestByState.set(row.state_ansi, larger(largestByState.get(row.state_ansi), row));
    }
    for (const key of [fold(row.country), fold(row.iso2), fold(row.iso3)]) {
      if (key) largestByCountry.set(key, larger(largestByCountry.get(key), row));
    }
  }
  return { byCity, largestByState, largestByCountry };
}

function countryKey(country: string | null | undefined): string {
  return isUsCountry(country) ? 'us' : fold(country);
}

function sameCountry(row: CityRow, key: string): boolean {
  return [fold(row.country), fold(row.iso2), fold(row.iso3)].includes(key);
}

export function timeZoneOfPlace(place: Place): string {
  index ??= buildIndex();
  const country = countryKey(place.country);
  const state = isUsCountry(place.country) || !country ? usStateCode(place.state ?? '') : undefined;
  const candidates = (index.byCity.get(fold(place.city)) ?? []).filter(
    (row) => !country || sameCountry(row, country) || (country === 'us' && row.iso2 === 'US'),
  );
  const inState = state ? candidates.filter((row) => row.state_ansi === state) : candidates;
  const pick = (inState.length ? inState : state ? [] : candidates).reduce<CityRow | undefined>(
    (best, row) => (!best || (row.pop ?? 0) > (best.pop ?? 0) ? row : best),
    undefined,
  );
  if (pick && isValidTimeZone(pick.timezone)) return pick.timezone;
  if (state) return TERRITORY_ZONES[state] ?? index.largestByState.get(state)?.timezone ?? 'America/New_York';
  const byCountry = country ? index.largestByCountry.get(country) : undefined;
  return byCountry && isValidTimeZone(byCountry.timezone) ? byCountry.timezone : FALLBACK_TIME_ZONE;
}
