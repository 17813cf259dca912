import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts a 400 answer's messages under their fields (JSON:API pointers such as '/city' or
 * '/data/attributes/city'). Returns true when at least one field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const item of error.errors) {
    const field = item.source?.pointer?.replace(/^\/data\/attributes/, '').split('/')[1];
    if (field && fields.includes(field) && item.detail) {
      setError(field as Path<T>, { type: 'server', message: item.detail });
      applied = true;
    }
  }
  return applied;
}
