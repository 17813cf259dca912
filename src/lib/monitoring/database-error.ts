// A database error without its bound values: Drizzle's message ends with `params: <every value>`
// and the driver keeps the failing row in `detail`.

const PARAMS = /\nparams: [\s\S]*$/;
/** `invalid input syntax for type uuid: "…"`, never `relation "…"`. */
const ECHOED_VALUE = /: "(?:[^"]|"")*"/g;
const SQLSTATE = /^[0-9A-Z]{5}$/;

export interface DatabaseErrorFacts {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  query?: string;
}

type Fields = Record<string, unknown>;

function stringField(error: Fields, key: string): string | undefined {
  const value = error[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isQueryError(error: unknown): error is Error & { query: string } {
  return error instanceof Error && typeof (error as Error & Fields).query === 'string' && 'params' in error;
}

function isDriverError(error: unknown): error is Error & Fields {
  if (!(error instanceof Error)) return false;
  const fields = error as Error & Fields;
  return typeof fields.code === 'string' && SQLSTATE.test(fields.code) && ('severity' in fields || 'routine' in fields);
}

export function withoutQueryValues(text: string): string {
  return text.replace(PARAMS, '\nparams: [redacted]');
}

export function withoutEchoedValues(text: string): string {
  return text.replace(ECHOED_VALUE, ': "[value]"');
}

export function safeErrorMessage(error: Error): string {
  let message = error.message;
  if (isQueryError(error)) message = withoutQueryValues(message);
  if (isDriverError(error)) message = withoutEchoedValues(message);
  return message;
}

export function safeErrorStack(error: Error): string | undefined {
  if (!error.stack) return undefined;
  const safe = safeErrorMessage(error);
  if (safe === error.message) return error.stack;
  const head = `${error.name}: ${error.message}`;
  if (error.stack.startsWith(head)) return `${error.name}: ${safe}${error.stack.slice(head.length)}`;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${safe}`, ...frames].join('\n');
}

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
