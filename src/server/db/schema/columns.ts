// Column and constraint builders shared by the schema files. Schema files are loaded by
// drizzle-kit outside Next.js, so nothing here (or in any schema file) imports 'server-only'.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  timestamp,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { SERVICES, type ServiceCamel, type ServiceKey } from '../../../lib/enums/services';
import { US_COUNTRY_ALIASES, US_STATE_CODES } from '../../../lib/enums/us-states';

/** Sanity bounds for stored heights (inches) and weights (lbs); the pickers use 53-84 and 90-350. */
export const HEIGHT_CHECK_INCHES = { min: 36, max: 108 } as const;
export const WEIGHT_CHECK_LBS = { min: 50, max: 700 } as const;

/**
 * Renditions of a stored image, keyed by variant name: the original ones (large, thumb, avatar,
 * full, video, poster) and the responsive ones made at upload (`avif-640`, `webp-320`, `jpeg-640`,
 * see src/lib/media.ts). The primary rendition may carry `placeholder`, a tiny WebP data URL.
 * Rows stored before the responsive ones existed have only the originals and still work.
 */
export type ImageVariants = Record<
  string,
  { key: string; url: string; width?: number; height?: number; placeholder?: string }
>;

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * What a moderator saw of a queue item (docs/decisions/040): 1 at insert, raised by one by the
 * `moderation_version_bump` trigger on every UPDATE of the row, whoever makes it. A decision names
 * the version it was made on and changes the row only while it is still that one.
 */
export const moderationVersion = () => integer('version').notNull().default(1);

const serviceFlag = (column: string) => boolean(column).notNull().default(false);
type ServiceFlagColumn = ReturnType<typeof serviceFlag>;

/**
 * One boolean column per service key: the snake key is the column, the camelCase twin the TS key.
 * `columnOverrides` renames a column (guys store scissoring as `scissors`).
 */
export function serviceFlagColumns(columnOverrides: Partial<Record<ServiceKey, string>> = {}): {
  [K in ServiceCamel]: ServiceFlagColumn;
} {
  return Object.fromEntries(SERVICES.map((s) => [s.camel, serviceFlag(columnOverrides[s.key] ?? s.key)])) as {
    [K in ServiceCamel]: ServiceFlagColumn;
  };
}

/** A literal SQL list: 'a', 'b' or 1, 2. Values come from our own enum modules, never from input. */
export function sqlList(values: readonly (string | number)[]): SQL {
  return sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', '));
}

export function inListCheck(name: string, column: AnyPgColumn, values: readonly (string | number)[]) {
  return check(name, sql`${column} IS NULL OR ${column} IN (${sqlList(values)})`);
}

export function heightCheck(name: string, column: AnyPgColumn) {
  return check(
    name,
    sql`${column} IS NULL OR ${column} BETWEEN ${sql.raw(String(HEIGHT_CHECK_INCHES.min))} AND ${sql.raw(String(HEIGHT_CHECK_INCHES.max))}`,
  );
}

export function weightCheck(name: string, column: AnyPgColumn) {
  return check(
    name,
    sql`${column} IS NULL OR ${column} BETWEEN ${sql.raw(String(WEIGHT_CHECK_LBS.min))} AND ${sql.raw(String(WEIGHT_CHECK_LBS.max))}`,
  );
}

/**
 * `state` columns are free text because international locations have regions, not US codes
 * (travel forms require a state for every country). When the country is the United States
 * (any spelling in US_COUNTRY_ALIASES) the state must be a two-letter code, so US filters and
 * the code → full-name display work.
 */
export function usStateCheck(name: string, state: AnyPgColumn, country: AnyPgColumn) {
  return check(
    name,
    sql`${state} IS NULL OR ${country} IS NULL OR upper(btrim(${country})) NOT IN (${sqlList(US_COUNTRY_ALIASES)}) OR ${state} IN (${sqlList(US_STATE_CODES)})`,
  );
}

/** Trigram GIN index: serves ILIKE '%text%' searches (needs the pg_trgm extension). */
export function trigramIndex(name: string, column: ExtraConfigColumn) {
  return index(name).using('gin', column.op('gin_trgm_ops'));
}
