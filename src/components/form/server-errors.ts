import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** '/city', '/data/attributes/city' and '/email/subject' give 'city' and 'subject'. */
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

export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
  aliases?: Readonly<Record<string, string>>,
): Record<string, string> {
  const found: Record<string, string> = {};
  if (!(error instanceof ApiError)) return found;
  for (const item of error.errors) {
    const field = fieldOfPointer(item.source?.pointer, fields, aliases);
    if (field && item.detail && !(field in found)) found[field] = item.detail;
  }
  return found;
}

/** True when at least one field got a message (the caller then usually skips its toast). */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  aliases?: Readonly<Record<string, string>>,
): boolean {
  const found = Object.entries(serverFieldErrors(error, fields, aliases));
  for (const [field, message] of found) setError(field as Path<T>, { type: 'server', message });
  return found.length > 0;
}
