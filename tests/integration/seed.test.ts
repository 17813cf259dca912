import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SessionGirlReportSchema } from '@/features/session-girl-reports/schema';
import { getDb, type Db } from '@/server/db';
import { DEMO_GIRL, DEMO_GUY, DEMO_MODERATOR, seedDemo, seedLarge } from '../../scripts/seed';
import { listAppTables } from '../../scripts/seed/context';

const quiet = () => {};

/**
 * The columns compared: all but a random salt or IV (account's salted hash, the contacts sealed
 * with a random IV: docs/decisions/053; their keyed hash is compared).
 */
const COMPARED: Record<string, string> = {
  account: 'id, user_id, provider_id',
  timewaster_phones: 'id, timewaster_id, phone_number, phone_hash, key_version, created_at',
  timewaster_emails: 'id, timewaster_id, email, email_hash, key_version, created_at',
  guys: `to_jsonb("guys") - 'phone_sealed' AS row`,
};

/** Row count and a digest of every row of every app table (COMPARED's columns where named). */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await listAppTables(db)) {
    const columns = COMPARED[table] ?? '*';
    const result = await db.execute<{ n: string; digest: string }>(
      sql.raw(
        `SELECT count(*) AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest FROM (SELECT ${columns} FROM "${table}") x`,
      ),
    );
    out[table] = `${result.rows[0]!.n}:${result.rows[0]!.digest}`;
  }
  return out;
}

async function count(db: Db, query: string): Promise<number> {
  const result = await db.execute<{ n: string }>(sql.raw(query));
  return Number(result.rows[0]!.n);
}

describe('npm run db:seed', () => {
  it('fills every entity and gives the same rows when run twice', async () => {
    const db = await getDb();
    const first = await seedDemo(db, { report: quiet });
    const before = await snapshot(db);
    await seedDemo(db, { report: quiet });
    expect(await snapshot(db)).toEqual(before);

    expect(first.counts.girls).toBeGreaterThanOrEqual(60);
    expect(first.counts.timewasters).toBeGreaterThanOrEqual(200);
    expect(first.files).toBeGreaterThan(100);
    const empty = Object.entries(before).filter(
      ([table, value]) =>
        value.startsWith('0:') &&
        ![
          'session',
          'verification',
          'two_factor',
          'rate_limit',
          'rate_limit_windows',
          'used_captcha_challenges',
          'audit_log',
          // Claims lapse after 30 minutes (decision 040): nothing lasting to seed.
          'moderation_claims',
          // Made while the site is used, not demo content: a girl's changes to approved timewaster
          // entries (decision 050), and check-ins with their trusted contacts and alerts, which
          // need a contact's consent by e-mail (decision 048).
          'timewaster_changes',
          'trusted_contacts',
          'check_ins',
          'check_in_alerts',
        ].includes(table),
    );
    expect(empty.map(([table]) => table)).toEqual([]);
  }, 120_000);

  it('has one demo login per role and every booking status', async () => {
    const db = await getDb();
    const roles = await db.execute<{ username: string; role: string; email_verified: boolean }>(
      sql`SELECT username, role, email_verified FROM "user" WHERE username IN (${DEMO_GUY.username}, ${DEMO_GIRL.username}, ${DEMO_MODERATOR.username}) ORDER BY username`,
    );
    expect(roles.rows.map((r) => [r.username, r.role.split(',').sort().join(',')])).toEqual([
      [DEMO_GIRL.username, 'girl'],
      [DEMO_GUY.username, 'guy'],
      [DEMO_MODERATOR.username, 'moderator'],
    ]);
    expect(await count(db, `SELECT count(DISTINCT girl_status) AS n FROM bookings`)).toBeGreaterThanOrEqual(3);
    expect(await count(db, `SELECT count(*) AS n FROM "user" WHERE legacy`)).toBeGreaterThan(0);
    expect(
      await count(db, `SELECT count(*) AS n FROM girls WHERE matside_girl AND NOT profile_approved`),
    ).toBeGreaterThan(0);
  });

  it('seeds session-girl reports with categories the report form accepts', async () => {
    const db = await getDb();
    const categories = await db.execute<{ category: string }>(sql`SELECT DISTINCT category FROM session_girl_reports`);
    expect(categories.rows.length).toBeGreaterThan(0);
    for (const { category } of categories.rows) {
      expect(SessionGirlReportSchema.shape.category.safeParse(category).success, category).toBe(true);
    }
  });

  it('adds a bulk data set on top with --girls/--timewasters', async () => {
    const db = await getDb();
    const girlsBefore = await count(db, 'SELECT count(*) AS n FROM girls');
    const timewastersBefore = await count(db, 'SELECT count(*) AS n FROM timewasters');
    await seedLarge(db, { girls: 300, timewasters: 1_000, report: quiet });
    expect(await count(db, 'SELECT count(*) AS n FROM girls')).toBe(girlsBefore + 300);
    expect(await count(db, 'SELECT count(*) AS n FROM timewasters')).toBe(timewastersBefore + 1_000);
    expect(await count(db, 'SELECT count(*) AS n FROM timewaster_phones')).toBeGreaterThanOrEqual(1_000);
  }, 120_000);
});
