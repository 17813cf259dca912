import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Creating and dropping throw-away PostgreSQL databases on the server TEST_DATABASE_URL points
// at. Test tooling, not app code, so it reads process.env itself.

/** The PostgreSQL server for the PostgreSQL pass, or undefined for the PGlite pass. */
export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : undefined;
}

/** A database name nobody else uses: the prefix groups one run's databases for the teardown. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`.toLowerCase();
}

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'matside-tests' });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE name [TEMPLATE template]. A template copy is a file copy: much faster than migrating. */
export function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  return withAdmin(adminUrl, async (client) => {
    await client.query(`CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ''}`);
  });
}

/** Drops the databases, even with connections left open (a test that forgot to close). */
export function dropDatabases(adminUrl: string, names: string[]): Promise<void> {
  return withAdmin(adminUrl, async (client) => {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
  });
}

/** The names of the databases whose names start with `prefix`. */
export function listDatabases(adminUrl: string, prefix: string): Promise<string[]> {
  return withAdmin(adminUrl, async (client) => {
    const result = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname`,
      [prefix],
    );
    return result.rows.map((row) => row.datname);
  });
}
