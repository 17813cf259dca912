import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { displayPhone, normalizePhone, phoneDigits } from '@/lib/contact-normalize';
import { normalizeContact } from '@/server/data-keys';
import type { Db } from '@/server/db/types';

// What a stolen copy of the database shows (decision 053): every row of every
// table of every schema but PostgreSQL's own, as text (the row cast to text holds every column, a
// jsonb's keys and values included), and on PostgreSQL pg_dump's own output too. A test searches it
// for the encodings in which the app writes a contact.

/** Every row of every user table, one line per row, prefixed with its table. */
export async function dumpRowsAsText(db: Db): Promise<string> {
  const { rows: tables } = await db.execute<{ schema: string; name: string }>(sql`
    SELECT table_schema AS schema, table_name AS name
    FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
    ORDER BY 1, 2`);
  const lines: string[] = [];
  for (const { schema, name } of tables) {
    const qualified = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
    const { rows } = await db.execute<{ row: string }>(sql.raw(`SELECT t::text AS row FROM ${qualified} AS t`));
    for (const { row } of rows) lines.push(`${schema}.${name} ${row}`);
  }
  return lines.join('\n');
}

/** The tables dumpRowsAsText read (schema.name), to prove it saw them all. */
export async function dumpedTables(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
    ORDER BY 1`);
  return rows.map((r) => r.name);
}

/** pg_dump's plain output of a PostgreSQL database (data and schema, as a backup holds them). */
export async function pgDump(url: string): Promise<string> {
  const { stdout } = await promisify(execFile)('pg_dump', ['--no-owner', '--no-privileges', url], {
    maxBuffer: 512 * 1024 * 1024,
  });
  return stdout;
}

/**
 * The spellings in which the app has written or shows a contact: as typed, E.164 digits, the
 * national (or international) form, the number without its country code, lower-cased.
 */
export function contactEncodings(kind: 'phone' | 'email' | 'handle', value: string): string[] {
  const encodings = new Set([value, value.toLowerCase()]);
  if (kind === 'phone') {
    const stored = normalizePhone(value) ?? phoneDigits(value);
    encodings.add(stored);
    encodings.add(displayPhone(stored));
    encodings.add(phoneDigits(displayPhone(stored)));
    if (stored.startsWith('1') && stored.length === 11) encodings.add(stored.slice(1));
  }
  if (kind === 'handle') {
    encodings.add(value.replace(/^@+/, '').toLowerCase());
    // The name out of a profile's address, as the keyed hash reads it.
    encodings.add(normalizeContact('handle', value) ?? value);
  }
  return [...encodings].filter((e) => e.length >= 5);
}

/** The encodings of `values` that occur in `dump`, as "value → encoding". */
export function leakedIn(dump: string, kind: 'phone' | 'email' | 'handle', values: readonly string[]): string[] {
  const haystack = dump.toLowerCase();
  return values.flatMap((value) =>
    contactEncodings(kind, value)
      .filter((encoding) => haystack.includes(encoding.toLowerCase()))
      .map((encoding) => `${value} → ${encoding}`),
  );
}

/** The tables (schema.name) whose dumped rows hold any encoding of the values. */
export function tablesLeaking(dump: string, kind: 'phone' | 'email' | 'handle', values: readonly string[]): string[] {
  const encodings = [...new Set(values.flatMap((value) => contactEncodings(kind, value)))].map((e) => e.toLowerCase());
  const tables = new Set<string>();
  for (const line of dump.toLowerCase().split('\n')) {
    if (encodings.some((encoding) => line.includes(encoding))) tables.add(line.slice(0, line.indexOf(' ')));
  }
  return [...tables].sort();
}
