import { z } from 'zod';

/** Next decodes segments in most cases but not all; a literal '%' must not throw. */
export function segmentValue(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A search parameter's first value; absent or empty is undefined. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

export const MAX_RECORD_ID = 2_147_483_647;

/** Digits only, no sign, exponent, fraction or leading zero, fitting an integer column; else null. */
export function parseRecordId(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw > 0 && raw <= MAX_RECORD_ID ? raw : null;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_RECORD_ID ? id : null;
}

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

export function queryRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = values.length === 1 ? values[0]! : values;
  }
  return record;
}
