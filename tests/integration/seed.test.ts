import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SessionGirlReportSchema } from '@/features/session-girl-reports/schema';
import { getDb, type Db } from '@/server/db';
import { DEMO_GIRL, DEMO_GUY, DEMO_MODERATOR, seedDemo, seedLarge } from '../../scripts/seed';
import { listAppTables } from '../../scripts/seed/context';
import { normalizeContact } from '@/server/data-keys';
import { timewasterEmails, timewasterPhones, timewasters } from '@/server/db/schema';
import { openContact, openEntryContacts } from '@/server/sealed-contacts';
import { dumpRowsAsText, leakedIn, pgDump, tablesLeaking } from '../helpers/database-dump';
import { createModerator } from '../helpers/people';
import { screenGuys } from '@/features/bookings/screening';
import { matchesTimewaster } from '@/features/timewasters/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { call } from '../helpers/timewasters';

const quiet = () => {};

/** Every entry's contacts, opened as the server opens them, and one handle per entry that has one. */
async function timewasterContacts(db: Db) {
  const rows = await db
    .select({ id: timewasters.id, sealed: timewasters.contactsSealed, publicUsername: timewasters.publicUsername })
    .from(timewasters);
  const phoneRows = (
    await db.select({ id: timewasterPhones.timewasterId, v: timewasterPhones.phoneSealed }).from(timewasterPhones)
  ).map((r) => ({ id: r.id, value: openContact('phone', r.v) }));
  const emailRows = (
    await db.select({ id: timewasterEmails.timewasterId, v: timewasterEmails.emailSealed }).from(timewasterEmails)
  ).map((r) => ({ id: r.id, value: openContact('email', r.v) }));
  const phones = phoneRows.map((r) => r.value);
  const emails = emailRows.map((r) => r.value);
  const handles: string[] = [];
  const byEntry: { id: number; handle: string }[] = [];
  for (const row of rows) {
    const opened = openEntryContacts(row.sealed);
    if (opened.phoneNumber) phones.push(opened.phoneNumber);
    if (opened.email) emails.push(opened.email);
    // A handle the entry also shows as its public username is public by design.
    const own = [opened.facebook, opened.instagram, opened.twitter, opened.skype].filter(
      (h): h is string =>
        h !== null && normalizeContact('handle', h) !== normalizeContact('handle', row.publicUsername ?? ''),
    );
    handles.push(...own);
    if (own[0]) byEntry.push({ id: row.id, handle: own[0] });
  }
  return { phones, emails, handles, byEntry, phoneRows, emailRows };
}

/**
 * The columns compared: all but a random salt or IV (account's salted hash, the contacts sealed
 * with a random IV: docs/decisions/053; their keyed hash is compared).
 */
const COMPARED: Record<string, string> = {
  account: 'id, user_id, provider_id',
  timewaster_phones: 'id, timewaster_id, phone_hash, key_version, created_at',
  timewaster_emails: 'id, timewaster_id, email_hash, key_version, created_at',
  guys: `to_jsonb("guys") - 'phone_sealed' AS row`,
};

/** The entries' contacts, sealed as one value with a random IV: every other column is compared. */
const UNCOMPARED: Record<string, string> = { timewasters: 'contacts_sealed' };

/** Row count and a digest of every row of every app table (COMPARED's columns where named). */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await listAppTables(db)) {
    const columns = COMPARED[table] ?? '*';
    const rows = UNCOMPARED[table]
      ? `SELECT to_jsonb(t) - '${UNCOMPARED[table]}' AS row FROM "${table}" t`
      : `SELECT ${columns} FROM "${table}"`;
    const result = await db.execute<{ n: string; digest: string }>(
      sql.raw(
        `SELECT count(*) AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest FROM (${rows}) x`,
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
    // Every guy the seed writes is sealed and hashed by the seed itself, not left to the next start.
    const unsealed = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from guys where key_version is null`,
    );
    expect(unsealed.rows[0]!.n).toBe(0);

    // docs/decisions/053: a dump shows none of the entries' handles, phones and e-mails, in any table.
    const contacts = await timewasterContacts(db);
    const dump = await dumpRowsAsText(db);
    expect(contacts.handles.length).toBeGreaterThan(20);
    expect(contacts.phones.length).toBeGreaterThan(200);
    expect(contacts.emails.length).toBeGreaterThan(100);
    expect(tablesLeaking(dump, 'handle', contacts.handles)).toEqual([]);
    expect(tablesLeaking(dump, 'phone', contacts.phones)).toEqual([]);
    expect(tablesLeaking(dump, 'email', contacts.emails)).toEqual([]);
    if (process.env.DATABASE_URL) {
      const pg = await pgDump(process.env.DATABASE_URL);
      expect(leakedIn(pg, 'handle', contacts.handles)).toEqual([]);
      expect(leakedIn(pg, 'phone', contacts.phones)).toEqual([]);
      expect(leakedIn(pg, 'email', contacts.emails)).toEqual([]);
    }
    // …and every feature that matches contacts still finds them: the vetted tool's search by a
    // whole handle, phone or e-mail, the duplicate offer, and the booking screening (whose join of
    // keyed hashes the safety alerts share) of the guy the demo lists by his phone.
    const moderator = await createModerator();
    const actor = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    const found = async (q: string) =>
      (
        (await call('GET', `/api/v1/timewasters?q=${encodeURIComponent(q)}&limit=50`, moderator.cookie)).json() as {
          data: { id: string }[];
        }
      ).data.map((d) => Number(d.id));
    const samples = [
      ...contacts.byEntry.slice(0, 5).map(({ id, handle }) => ({ id, value: handle, kind: 'handle' as const })),
      ...contacts.phoneRows.slice(0, 3).map((row) => ({ ...row, kind: 'phone' as const })),
      ...contacts.emailRows.slice(0, 3).map((row) => ({ ...row, kind: 'email' as const })),
    ];
    for (const { id, value, kind } of samples) {
      expect(await found(value), value).toContain(id);
      if (kind === 'handle') continue;
      const offer = await matchesTimewaster(actor, kind === 'phone' ? { phone: `+${value}` } : { email: value });
      expect(offer.timewasterIds, value).toContain(id);
    }
    const demoGirlsGuys = await db.execute<{ guy_id: number }>(
      sql`SELECT DISTINCT b.guy_id FROM bookings b JOIN girls g ON g.id = b.girl_id WHERE g.username = ${DEMO_GIRL.username}`,
    );
    const screened = await screenGuys(demoGirlsGuys.rows.map((r) => Number(r.guy_id)));
    expect([...screened.values()].flatMap((s) => s.matches).map((m) => m.by)).toContain('phone');
  }, 180_000);

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
