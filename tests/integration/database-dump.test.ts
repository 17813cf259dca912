import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { timewasterChanges } from '@/server/db/schema';
import { contactEncodings, dumpedTables, dumpRowsAsText, leakedIn, pgDump } from '../helpers/database-dump';
import { insertTimewaster } from '../helpers/timewasters';

// The dump tool (decision 053): what a stolen copy of the database shows. These cases
// prove the dump reaches every table and finds a contact in every encoding the app writes, wherever
// it sits (a text column, a jsonb), on PGlite (every row as text) and on PostgreSQL (pg_dump too).
// Values planted in columns that stay clear text (a description, a change's jsonb), so the proof
// holds before and after the contact columns are sealed.

const PHONE = '+1 (312) 555-0188';
const EMAIL = 'Dump.Canary.7731@Matside-Test.com';

describe('the database dump of a test', () => {
  it('lists every encoding the app writes of a contact', () => {
    expect(contactEncodings('phone', PHONE).sort()).toEqual(
      ['(312) 555-0188', '+1 (312) 555-0188', '13125550188', '3125550188'].sort(),
    );
    expect(contactEncodings('email', EMAIL)).toEqual([EMAIL, EMAIL.toLowerCase()]);
    expect(contactEncodings('handle', '@Dump_Canary')).toEqual(['@Dump_Canary', '@dump_canary', 'dump_canary']);
  });

  it('reads every table of every schema and finds contacts in text and jsonb columns, as stored and as shown', async () => {
    const db = await getDb();
    const id = await insertTimewaster(null, { comment: `call 3125550188 or (312) 555-0188` });
    await db.insert(timewasterChanges).values({
      timewasterId: id,
      kind: 'email',
      before: {},
      after: { email: EMAIL.toLowerCase() },
    });
    const tables = await dumpedTables(db);
    expect(tables).toEqual(
      expect.arrayContaining(['public.timewasters', 'public.timewaster_changes', 'public.bookings']),
    );
    const { rows } = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(tables.filter((t) => t.startsWith('public.'))).toHaveLength(Number(rows[0]!.n));

    const dump = await dumpRowsAsText(db);
    expect(leakedIn(dump, 'phone', [PHONE])).toEqual([`${PHONE} → (312) 555-0188`, `${PHONE} → 3125550188`]);
    expect(leakedIn(dump, 'email', [EMAIL])).toEqual([`${EMAIL} → ${EMAIL}`, `${EMAIL} → ${EMAIL.toLowerCase()}`]);
    expect(leakedIn(dump, 'phone', ['+1 (646) 555-0199'])).toEqual([]);
  });

  // The PostgreSQL pass points DATABASE_URL at this file's database (tests/setup/integration-db.ts).
  it.runIf(Boolean(process.env.DATABASE_URL))('on PostgreSQL pg_dump finds the same', async () => {
    const dump = await pgDump(process.env.DATABASE_URL!);
    expect(dump).toContain('CREATE TABLE public.timewasters');
    expect(leakedIn(dump, 'email', [EMAIL])).toContain(`${EMAIL} → ${EMAIL.toLowerCase()}`);
    expect(leakedIn(dump, 'phone', [PHONE])).toContain(`${PHONE} → 3125550188`);
  });
});
