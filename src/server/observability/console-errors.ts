import 'server-only';
import { safeErrorMessage, safeErrorStack, withoutQueryValues } from '@/lib/monitoring/database-error';

// Next prints render errors in full, and Drizzle's error holds the query's bound values: from
// register(), console.error and console.warn print an error's safe form instead.

const MAX_CAUSES = 4;

function safeCopy(error: Error, depth = 0): Error {
  const copy = new Error(safeErrorMessage(error));
  copy.name = error.name;
  copy.stack = safeErrorStack(error);
  const digest = (error as { digest?: unknown }).digest;
  if (typeof digest === 'string') Object.assign(copy, { digest });
  if (error.cause instanceof Error && depth < MAX_CAUSES) copy.cause = safeCopy(error.cause, depth + 1);
  return copy;
}

export function safeConsoleArgument(argument: unknown): unknown {
  if (argument instanceof Error) return safeCopy(argument);
  if (typeof argument === 'string') return withoutQueryValues(argument);
  return argument;
}

let installed = false;

export function scrubConsoleErrors(): void {
  if (installed) return;
  installed = true;
  for (const level of ['error', 'warn'] as const) {
    const print = console[level].bind(console);
    console[level] = (...args: unknown[]) => print(...args.map(safeConsoleArgument));
  }
}
