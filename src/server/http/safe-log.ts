import 'server-only';
import {
  databaseErrorFacts,
  safeErrorMessage,
  safeErrorStack,
  withoutQueryValues,
} from '@/lib/monitoring/database-error';

// Error messages can carry what users typed; logs keep a database error's code and SQL without
// its values, and strip e-mail addresses and long digit runs.
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const LONG_DIGITS = /\+?\d[\d\s().-]{6,}\d/g;

export function scrubPersonalData(text: string): string {
  return withoutQueryValues(text).replace(EMAIL, '[email]').replace(LONG_DIGITS, '[number]');
}

export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  const stack = safeErrorStack(error);
  const database = depth === 0 ? databaseErrorFacts(error) : null;
  return {
    name: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: scrubPersonalData(safeErrorMessage(error)),
    stack: stack ? scrubPersonalData(stack) : undefined,
    ...(database ? { database } : {}),
    ...(error.cause !== undefined && depth < 4 ? { cause: describeError(error.cause, depth + 1) } : {}),
  };
}

export function serializeLoggedError(value: unknown): unknown {
  if (value instanceof Error) return describeError(value);
  if (typeof value === 'string') return scrubPersonalData(value);
  return value;
}
