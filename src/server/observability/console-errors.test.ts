import { inspect } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { safeConsoleArgument } from './console-errors';

describe('safeConsoleArgument', () => {
  const cause = Object.assign(new Error('new row for relation "timewasters" violates check constraint "c"'), {
    code: '23514',
    severity: 'ERROR',
    detail: 'Failing row contains (Canary Name, canary description).',
  });
  const error = Object.assign(
    new DrizzleQueryError(
      'insert into "timewasters" ("name", "comment") values ($1, $2)',
      ['Canary Name', 'canary description'],
      cause,
    ),
    { digest: '1234567' },
  );

  it('prints the query, the driver message and the digest without any value', () => {
    expect(inspect(error)).toContain('Canary Name');
    const printed = inspect(safeConsoleArgument(error));
    expect(printed).not.toMatch(/canary/i);
    expect(printed).toContain('insert into "timewasters" ("name", "comment") values ($1, $2)');
    expect(printed).toContain('params: [redacted]');
    expect(printed).toContain('violates check constraint "c"');
    expect(printed).toContain("digest: '1234567'");
  });
  it('strips the values from a message printed as text too', () => {
    expect(safeConsoleArgument(`Error: Failed query: select 1\nparams: Canary Name`)).toBe(
      'Error: Failed query: select 1\nparams: [redacted]',
    );
    expect(safeConsoleArgument(42)).toBe(42);
  });
});
