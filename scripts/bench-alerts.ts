// npm run bench:alerts – the daily safety alert digest (docs/decisions/043) at scale on PostgreSQL.
//
// Creates a throwaway database on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432, trust
// auth), migrates it, bulk-inserts with generate_series 10,000 vetted girls (a tenth with alerts
// off), 20,000 guys, 200,000 booking requests over the last 180 days, 20,000 travels over the next
// 60 days in 1,000 cities, 20,000 entries approved a month ago and 1,000 entries approved now
// (each with a guy's phone or e-mail and a city), then runs the job's own function once and
// prints its run time, the alerts and e-mails it made and the process's memory. The database is
// dropped afterwards. Target: under 60 s on 2 cores, memory flat (the digests go 500 girls at a time).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import pg from 'pg';

const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const name = `matside_bench_alerts_${process.pid}`;
const GIRLS = 10_000;
const GUYS = 20_000;
const BOOKINGS = 200_000;
const TRAVELS = 20_000;
const CITIES = 1_000;
const OLD_ENTRIES = 20_000;
const NEW_ENTRIES = 1_000;

const admin = new pg.Client({ connectionString: `${base}/postgres` });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
process.env.DATABASE_URL = `${base}/${name}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'matside-bench-alerts-'));
process.env.DATA_DIR = dataDir; // the generated auth secret and nothing else
process.env.LOG_LEVEL ??= 'warn';
process.env.JOB_WORKER = 'off'; // queue only: the e-mails are counted, not sent

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

try {
  const { sql } = await import('drizzle-orm');
  const { closeDb, getDb } = await import('@/server/db');
  const { stopJobs } = await import('@/server/jobs');
  const { sendSafetyAlertDigests } = await import('@/features/safety-alerts/digest');
  const { createStagedContacts, sealStagedContacts } = await import('./seed/staged-contacts');
  const { sealGuyContacts } = await import('@/server/db/data-migrations/guy-contacts');
  const db = await getDb(); // migrates
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    console.log(`[bench:alerts] ${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  await step(
    `${GIRLS.toLocaleString('en-US')} vetted girls`,
    sql`
    WITH u AS (
      INSERT INTO "user" (id, name, email, email_verified, username, display_username, role)
      SELECT 'bench-girl-' || i, 'Girl ' || i, 'girl' || i || '@bench.test', true, 'bgirl' || i, 'bgirl' || i, 'girl'
      FROM generate_series(1, ${GIRLS}) AS i RETURNING id
    )
    INSERT INTO girls (id, user_id, username, stage_name, email, city, state, country, profile_approved, matside_girl, safety_alerts)
    SELECT i, 'bench-girl-' || i, 'bgirl' || i, 'Bench Girl ' || i, 'girl' || i || '@bench.test',
           'Benchcity ' || (i % ${CITIES}), 'Ontario', 'Canada', true, true, i % 10 <> 0
    FROM generate_series(1, ${GIRLS}) AS i`,
  );
  // The guys' phones are written in clear, as a database from before the sealed column held them:
  // the guy-contacts data migration below seals them and then drops the column again.
  await db.execute(sql`ALTER TABLE guys ADD COLUMN IF NOT EXISTS phone text`);
  await step(
    `${GUYS.toLocaleString('en-US')} guys`,
    sql`
    WITH u AS (
      INSERT INTO "user" (id, name, email, email_verified, username, display_username, role)
      SELECT 'bench-guy-' || i, 'Guy ' || i, 'guy' || i || '@bench.test', true, 'bguy' || i, 'bguy' || i, 'guy'
      FROM generate_series(1, ${GUYS}) AS i RETURNING id
    )
    INSERT INTO guys (id, user_id, username, email, phone, city, country)
    SELECT i, 'bench-guy-' || i, 'bguy' || i, 'guy' || i || '@bench.test', '(416) ' || lpad(i::text, 7, '0'),
           'Benchcity ' || (i % ${CITIES}), 'Canada'
    FROM generate_series(1, ${GUYS}) AS i`,
  );
  await step(
    `${BOOKINGS.toLocaleString('en-US')} booking requests`,
    sql`
    INSERT INTO bookings (girl_id, guy_id, date_time_available, time_zone, session_length, desired_session_type, created_at)
    SELECT 1 + (i::bigint * 7919) % ${GIRLS}, 1 + (i::bigint * 104729) % ${GUYS}, now() + interval '7 days', 'America/Toronto',
           '1 hour', 'Bench session', now() - (i % 180) * interval '1 day'
    FROM generate_series(1, ${BOOKINGS}) AS i`,
  );
  await step(
    `${TRAVELS.toLocaleString('en-US')} travels`,
    sql`
    INSERT INTO travels (girl_id, city, state, country, date_begins, date_ends, time_zone)
    SELECT 1 + i % ${GIRLS}, 'Benchcity ' || ((i * 31) % ${CITIES}), 'Ontario', 'Canada',
           current_date + (i % 60), current_date + (i % 60) + 3, 'America/Toronto'
    FROM generate_series(1, ${TRAVELS}) AS i`,
  );
  // Entry j: guy (j * 17)'s phone (odd j, stored with the leading 1) or e-mail (even j).
  await createStagedContacts(db);
  const entries = (from: number, to: number, approvedAt: ReturnType<typeof sql>) => sql`
    WITH e AS (
      INSERT INTO timewasters (name, city, state, country, client_type, comment, approved, approved_at, last_confirmed_at)
      SELECT 'Bench Entry ' || j, 'Benchcity ' || (j % ${CITIES}), 'Ontario', 'Canada', 'timewaster',
             'Bench report', true, ${approvedAt}, ${approvedAt}
      FROM generate_series(${from}::integer, ${to}::integer) AS j
      RETURNING id, (regexp_replace(name, '\\D', '', 'g'))::integer AS j
    ),
    phones AS (
      INSERT INTO staged_timewaster_contacts (timewaster_id, kind, value)
      SELECT id, 'phone', '1416' || lpad((1 + (j * 17) % ${GUYS})::text, 7, '0') FROM e WHERE j % 2 = 1
    )
    INSERT INTO staged_timewaster_contacts (timewaster_id, kind, value)
    SELECT id, 'email', 'guy' || (1 + (j * 17) % ${GUYS}) || '@bench.test' FROM e WHERE j % 2 = 0`;
  await step(
    `${OLD_ENTRIES.toLocaleString('en-US')} entries approved a month ago`,
    entries(1, OLD_ENTRIES, sql`now() - interval '30 days'`),
  );
  await step(
    `${NEW_ENTRIES.toLocaleString('en-US')} entries approved now`,
    entries(OLD_ENTRIES + 1, OLD_ENTRIES + NEW_ENTRIES, sql`now()`),
  );
  // The bulk SQL writes contacts in clear: sealed and hashed as the app does (decision 053).
  const sealing = performance.now();
  await sealStagedContacts(db);
  await sealGuyContacts(db, { batchSize: 2_000 });
  console.log(
    `[bench:alerts] ${'contacts sealed and hashed'.padEnd(44)} ${((performance.now() - sealing) / 1000).toFixed(1)} s`,
  );
  await db.execute(sql`ANALYZE`);

  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const run = await sendSafetyAlertDigests();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const heapAtEnd = process.memoryUsage().heapUsed;
  gc();
  const after = process.memoryUsage();
  const queued = await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM pgboss.job WHERE name = 'send-email'`);

  console.log(`[bench:alerts] the daily digest: ${seconds.toFixed(1)} s`);
  console.log(`[bench:alerts]   alerts recorded ${run.alerts.toLocaleString('en-US')}`);
  console.log(
    `[bench:alerts]   e-mails made    ${run.emails.toLocaleString('en-US')} (queued send-email jobs: ${queued.rows[0]!.n})`,
  );
  console.log(
    `[bench:alerts]   memory: rss ${mb(before.rss)} → peak ${mb(peakRss)}; heap ${mb(before.heapUsed)} → ${mb(heapAtEnd)} at the end → ${mb(after.heapUsed)} after a GC`,
  );
  console.log(`[bench:alerts]   target: under 60 s — ${seconds < 60 ? 'met' : 'MISSED'}`);
  const again = performance.now();
  const second = await sendSafetyAlertDigests();
  console.log(
    `[bench:alerts] a second run the same day: ${((performance.now() - again) / 1000).toFixed(1)} s, ${second.emails} e-mails`,
  );
  await stopJobs();
  await closeDb();
} finally {
  // The pools close asynchronously: wait for their connections to go (5 s at most) before the drop.
  for (let i = 0; i < 50; i += 1) {
    const open = await admin.query(`SELECT 1 FROM pg_stat_activity WHERE datname = '${name}'`);
    if (open.rowCount === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
