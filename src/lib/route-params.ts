import { z } from 'zod';

/**
 * A dynamic route segment as typed by the user. Next hands segments over decoded in most cases but
 * not all (e.g. some non-ASCII paths); decoding twice must not throw on a literal '%'.
 */
export function segmentValue(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The largest value of a PostgreSQL integer column: every record id fits below it. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id from a path, a query string or a body: a positive integer written with digits only
 * (no sign, exponent, fraction, leading zero or padding) that fits an integer column; else null.
 * '0', '-1', '1e3', '1.0', '%00' and 99999999999 are all null. The one id rule of the app.
 */
export function parseRecordId(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw > 0 && raw <= MAX_RECORD_ID ? raw : null;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_RECORD_ID ? id : null;
}

/** parseRecordId as a zod schema for bodies and query strings (a JSON number or a digit string). */
export function recordIdSchema(message = 'Invalid id.') {
  return z.unknown().transform((value, ctx) => {
    const id = parseRecordId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
}

/** A query string as a record: one value per key, an array for a repeated key (include[]=a&include[]=b). */
export function queryRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = values.length === 1 ? values[0]! : values;
  }
  return record;
}
