// A database error as logs and error reports may carry it: the error's class, the SQLSTATE code,
// the constraint (and table and column) it names and the SQL text, never the values bound to it.
// Drizzle wraps every failed query in an error whose message ends with `params: <every value>`
// (a timewaster's name and description, a girl's id beside `anonymous = true`), and the driver's
// own error keeps the failing row in `detail`. Shared by the server's logger (safe-log.ts) and the
// error reports (scrub.ts).

const PARAMS = /\nparams: [\s\S]*$/;
/** A value the driver echoes: `invalid input syntax for type uuid: "…"`, never `relation "…"`. */
const ECHOED_VALUE = /: "(?:[^"]|"")*"/g;
const SQLSTATE = /^[0-9A-Z]{5}$/;

export interface DatabaseErrorFacts {
  /** SQLSTATE, e.g. 23505 (unique violation). */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The SQL text with its placeholders ($1, $2…), without the values. */
  query?: string;
}

type Fields = Record<string, unknown>;

function stringField(error: Fields, key: string): string | undefined {
  const value = error[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Drizzle's DrizzleQueryError (and PGlite's error): the SQL text in `query`, the values in `params`. */
function isQueryError(error: unknown): error is Error & { query: string } {
  return error instanceof Error && typeof (error as Error & Fields).query === 'string' && 'params' in error;
}

/** node-postgres's and PGlite's DatabaseError: a SQLSTATE `code` and the server's fields. */
function isDriverError(error: unknown): error is Error & Fields {
  if (!(error instanceof Error)) return false;
  const fields = error as Error & Fields;
  return typeof fields.code === 'string' && SQLSTATE.test(fields.code) && ('severity' in fields || 'routine' in fields);
}

/** An error message (or a stack, or `String(error)`) without the bound values and echoed values. */
export function withoutQueryValues(text: string): string {
  return text.replace(PARAMS, '\nparams: [redacted]');
}

/** A driver's message with the values it echoes masked; identifiers in quotes stay. */
export function withoutEchoedValues(text: string): string {
  return text.replace(ECHOED_VALUE, ': "[value]"');
}

/**
 * The message an error may be reported with: a failed query's message without its values, a
 * driver error's without the values it echoes, anything else unchanged.
 */
export function safeErrorMessage(error: Error): string {
  // PGlite's own error carries `query` and `params` too, beside its SQLSTATE.
  let message = error.message;
  if (isQueryError(error)) message = withoutQueryValues(message);
  if (isDriverError(error)) message = withoutEchoedValues(message);
  return message;
}

/** The stack with its first lines (the message) replaced by the safe message. */
export function safeErrorStack(error: Error): string | undefined {
  if (!error.stack) return undefined;
  const safe = safeErrorMessage(error);
  if (safe === error.message) return error.stack;
  const head = `${error.name}: ${error.message}`;
  if (error.stack.startsWith(head)) return `${error.name}: ${safe}${error.stack.slice(head.length)}`;
  // A stack that does not start with its message: keep only its frames.
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${safe}`, ...frames].join('\n');
}

/** The facts of a database error found in `error` or its causes, else null. */
export function databaseErrorFacts(error: unknown): DatabaseErrorFacts | null {
  let query: string | undefined;
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (isQueryError(current)) query ??= current.query;
    if (isDriverError(current)) {
      const facts: DatabaseErrorFacts = { code: current.code as string };
      for (const key of ['constraint', 'table', 'column'] as const) {
        const value = stringField(current, key);
        if (value) facts[key] = value;
      }
      if (query) facts.query = query;
      return facts;
    }
    current = current.cause;
  }
  return query ? { code: 'unknown', query } : null;
}
