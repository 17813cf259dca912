import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * The form field a JSON:API error pointer names: '/city', '/data/attributes/city' and
 * '/email/subject' (a nested body) give 'city' and 'subject'. `aliases` maps a body key to its
 * form field when they differ (e.g. `{ date_time_available: 'time' }`).
 */
export function fieldOfPointer(
  pointer: string | undefined,
  fields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): string | undefined {
  if (!pointer) return undefined;
  const segments = pointer
    .replace(/^\/data\/attributes(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  for (const segment of segments.reverse()) {
    const field = aliases[segment] ?? segment;
    if (fields.includes(field)) return field;
  }
  return undefined;
}

/**
 * Puts a 4xx answer's messages under the fields their pointers name. Returns true when at least
 * one field got a message (the caller then usually skips its toast).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  aliases?: Readonly<Record<string, string>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const item of error.errors) {
    const field = fieldOfPointer(item.source?.pointer, fields, aliases);
    if (field && item.detail) {
      setError(field as Path<T>, { type: 'server', message: item.detail });
      applied = true;
    }
  }
  return applied;
}
