import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db';

// A database upgraded from before migration 0036 (docs/decisions/053): timewaster_phones/_emails
// still have their clear columns (nullable, as 0036 leaves them) and rows without a sealed value.

/** Puts the clear columns back and lets the sealed ones be empty, as 0036 leaves an upgraded database. */
export async function restoreClearContactColumns(): Promise<void> {
  const db = await getDb();
  await db.execute(
    sql.raw(`ALTER TABLE timewaster_phones ADD COLUMN IF NOT EXISTS phone_number text,
      ALTER COLUMN phone_sealed DROP NOT NULL, ALTER COLUMN phone_hash DROP NOT NULL, ALTER COLUMN key_version DROP NOT NULL`),
  );
  await db.execute(
    sql.raw(`ALTER TABLE timewaster_emails ADD COLUMN IF NOT EXISTS email text,
      ALTER COLUMN email_sealed DROP NOT NULL, ALTER COLUMN email_hash DROP NOT NULL, ALTER COLUMN key_version DROP NOT NULL`),
  );
}

/** A phone row written before the sealed columns: the clear value only. */
export async function insertClearPhone(timewasterId: number, phone: string): Promise<number> {
  const db = await getDb();
  const { rows } = await db.execute<{ id: number }>(
    sql`INSERT INTO timewaster_phones (timewaster_id, phone_number) VALUES (${timewasterId}, ${phone}) RETURNING id`,
  );
  return Number(rows[0]!.id);
}

/** An e-mail row written before the sealed columns: the clear value only. */
export async function insertClearEmail(timewasterId: number, email: string): Promise<number> {
  const db = await getDb();
  const { rows } = await db.execute<{ id: number }>(
    sql`INSERT INTO timewaster_emails (timewaster_id, email) VALUES (${timewasterId}, ${email}) RETURNING id`,
  );
  return Number(rows[0]!.id);
}

/** The clear contact columns still there, as table.column. */
export async function clearContactColumns(): Promise<string[]> {
  const db = await getDb();
  const { rows } = await db.execute<{ name: string }>(
    sql`SELECT table_name || '.' || column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND (table_name, column_name) IN (('timewaster_phones', 'phone_number'), ('timewaster_emails', 'email'))
      ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}
