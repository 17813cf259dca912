// The girl search filter (spec §7, §5, §9): one parser for the URL, the JSON route and the panel.
// Lenient on purpose: bad numbers fall back to defaults and text is cleaned, not refused.
import { normalizePhone } from '@/lib/contact-normalize';
import { formatCount } from '@/lib/format-count';
import { BODY_TYPES, type BodyType } from '@/lib/enums/body-types';
import { queryRecord } from '@/lib/route-params';
import { normalizeQuery } from './query-text';

// No zod there: the box is on every page.
export { DROPDOWN_LIMIT, MAX_QUERY_LENGTH, normalizeQuery } from './query-text';

export const AGE_RANGE = { min: 18, max: 100 } as const;
export const WEIGHT_RANGE = { min: 80, max: 400 } as const;
export const HEIGHT_RANGE = { min: 48, max: 96 } as const;

/** Spec §9. */
export const SEARCH_PAGE_SIZE = 20;
/** Spec §9. */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** Deep offsets only come from crawlers. */
export const MAX_OFFSET = 10_000;
/** Counting a broad search costs more than the page, and Load More pages by keyset. */
export const COUNT_CAP = 1000;

export type Range = readonly [number, number];

export interface SearchFilter {
  q: string;
  age: Range;
  weight: Range;
  height: Range;
  physique: BodyType | null;
  city: string | null;
  state: string | null;
  limit: number;
  offset: number;
  /** Keyset paging (ids descending, so pages never repeat or skip). null = from the newest. */
  after: number | null;
}

export const DEFAULT_FILTER: SearchFilter = {
  q: '',
  age: [AGE_RANGE.min, AGE_RANGE.max],
  weight: [WEIGHT_RANGE.min, WEIGHT_RANGE.max],
  height: [HEIGHT_RANGE.min, HEIGHT_RANGE.max],
  physique: null,
  city: null,
  state: null,
  limit: DEFAULT_LIMIT,
  offset: 0,
  after: null,
};

export function textOnlyFilter(filter: SearchFilter): SearchFilter {
  return { ...DEFAULT_FILTER, q: filter.q, limit: filter.limit, offset: filter.offset, after: filter.after };
}

/** Spec §5. Only digits and phone punctuation count: 'Vegas 2' must not match every phone with a 2. */
export function phoneDigitsOf(q: string): string | null {
  if (!/^[\d\s().+\-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  return digits.length > 0 ? digits : null;
}

/** Whole numbers only, so nobody can read a private number digit by digit. */
export function wholePhoneOf(q: string): string | null {
  if (!phoneDigitsOf(q)) return null;
  const stored = normalizePhone(q);
  return stored?.length === 11 && stored.startsWith('1') ? stored.slice(1) : null;
}

export function firstText(raw: unknown): string | null {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== 'string') return null;
  const text = normalizeQuery(first);
  return text === '' ? null : text;
}

function toInt(raw: unknown): number | null {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(value) ? Math.trunc(value) : null;
}

/** Swapped when reversed; anything else is the full range. */
export function parseRange(raw: unknown, bounds: { min: number; max: number }): Range {
  const full: Range = [bounds.min, bounds.max];
  const first: unknown = Array.isArray(raw) ? raw[0] : raw;
  const parts = typeof first === 'string' ? first.split('-') : null;
  if (!parts || parts.length !== 2) return full;
  const a = toInt(parts[0]);
  const b = toInt(parts[1]);
  if (a === null || b === null) return full;
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  return [clamp(lo), clamp(hi)];
}

export function isFullRange(range: Range, bounds: { min: number; max: number }): boolean {
  return range[0] <= bounds.min && range[1] >= bounds.max;
}

function parsePhysique(raw: unknown): BodyType | null {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== 'string') return null;
  return BODY_TYPES.find((b) => b.toLowerCase() === first.trim().toLowerCase()) ?? null;
}

function parseLimit(raw: unknown, fallback: number): number {
  const n = toInt(Array.isArray(raw) ? raw[0] : raw);
  if (n === null || n < 1) return fallback;
  return Math.min(n, MAX_LIMIT);
}

function parseOffset(raw: unknown): number {
  const n = toInt(Array.isArray(raw) ? raw[0] : raw);
  return n === null || n < 0 ? 0 : Math.min(n, MAX_OFFSET);
}

function parseAfter(raw: unknown): number | null {
  const first: unknown = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== 'string' || !/^\s*\d+\s*$/.test(first)) return null;
  const n = Number(first);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

// A plain type, no zod: this module is in the search page's first load (a top-level schema kept all of zod there).
export type RawSearchParams = Record<string, string | string[] | undefined>;

export function parseSearchFilter(params: RawSearchParams, { defaultLimit = DEFAULT_LIMIT } = {}): SearchFilter {
  const q = params.q;
  return {
    q: normalizeQuery(Array.isArray(q) ? q[0] : q),
    age: parseRange(params.age, AGE_RANGE),
    weight: parseRange(params.weight, WEIGHT_RANGE),
    height: parseRange(params.height, HEIGHT_RANGE),
    physique: parsePhysique(params.physique),
    city: firstText(params.city),
    state: firstText(params.state),
    limit: parseLimit(params.limit, defaultLimit),
    offset: parseOffset(params.offset),
    after: parseAfter(params.after),
  };
}

export function searchParamsToRecord(params: URLSearchParams): RawSearchParams {
  return queryRecord(params);
}

/** Spec §4. */
export function hasCriteria(filter: SearchFilter): boolean {
  return (
    filter.q !== '' ||
    filter.physique !== null ||
    filter.city !== null ||
    filter.state !== null ||
    !isFullRange(filter.age, AGE_RANGE) ||
    !isFullRange(filter.weight, WEIGHT_RANGE) ||
    !isFullRange(filter.height, HEIGHT_RANGE)
  );
}

export function filterToSearchParams(
  filter: Partial<SearchFilter>,
  extra: { limit?: number; offset?: number; after?: number | null } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  const range = (key: string, value: Range | undefined, bounds: { min: number; max: number }) => {
    if (value && !isFullRange(value, bounds)) params.set(key, `${value[0]}-${value[1]}`);
  };
  range('age', filter.age, AGE_RANGE);
  range('weight', filter.weight, WEIGHT_RANGE);
  range('height', filter.height, HEIGHT_RANGE);
  if (filter.physique) params.set('physique', filter.physique);
  if (filter.city) params.set('city', filter.city);
  if (filter.state) params.set('state', filter.state);
  if (extra.limit !== undefined) params.set('limit', String(extra.limit));
  if (extra.offset) params.set('offset', String(extra.offset));
  if (extra.after) params.set('after', String(extra.after));
  return params;
}

/** Spec §2. */
export function formatResultCount(total: number, capped: boolean): string {
  return `${formatCount(total)}${capped ? '+' : ''} ${total === 1 && !capped ? 'Result' : 'Results'}`;
}

export function formatWeightRange([lo, hi]: Range): string {
  return `${lo} lbs - ${hi} lbs`;
}
