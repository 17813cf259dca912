// npm run bench:check-ins – 10,000 check-ins whose deadlines fall in the same minute (docs/decisions/048).
//
// Creates a throwaway database on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432, trust
// auth), migrates it and bulk-inserts 10,000 girls with two active trusted contacts each, 5,000
// guys, and 10,000 running check-ins (half from a booking, with screening counts) whose deadlines
// are spread over one minute starting 20 s from now, each with its pg-boss deadline job, as
// startCheckIn queues it. Then this process works the queue as our server does (startJobWorkers:
// the deadline jobs, the sweeper every CHECK_IN_SWEEP_SECONDS, the e-mail worker) until every
// check-in has its alert, and prints how late each alert was after its deadline (the alert row,
// committed with its notices queued, against its due time), then how late each contact's e-mail
// was sent (its send-email job completed) after that deadline, and the process's memory.
// Target: every alert and its e-mails within 60 s of its deadline on 2 cores.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const name = `matside_bench_checkins_${process.pid}`;
const CHECK_INS = 10_000;
const GUYS = 5_000;
const LEAD_SECONDS = 20;

const admin = new pg.Client({ connectionString: `${base}/postgres` });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
process.env.DATABASE_URL = `${base}/${name}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'matside-bench-checkins-'));
process.env.DATA_DIR = dataDir; // the outbox the e-mail worker writes, and the generated secret
process.env.LOG_LEVEL ??= 'warn';
// The bulk inserts below are the bench's setup, not the app's reads: no 15 s cap on a busy machine.
process.env.DB_STATEMENT_TIMEOUT_MS ??= '300000';
process.env.JOB_WORKER = 'on';
// What server/index.mjs sets before the app loads: this process works the queue like our server.
(globalThis as { [key: symbol]: unknown })[Symbol.for('matside.server.shutdownHooks')] = new Set();

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
const log = (line: string) => console.log(`[bench:check-ins] ${line}`);

try {
  const { sql } = await import('drizzle-orm');
  const { closeDb, getDb } = await import('@/server/db');
  const { stopJobs } = await import('@/server/jobs');
  const { getBoss } = await import('@/server/jobs/boss');
  const { startJobWorkers } = await import('@/server/jobs/worker');
  const { env } = await import('@/server/env');
  const db = await getDb(); // migrates
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    log(`${label.padEnd(46)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  await step(
    `${CHECK_INS.toLocaleString('en-US')} girls`,
    sql`
    WITH u AS (
      INSERT INTO "user" (id, name, email, email_verified, username, display_username, role)
      SELECT 'bench-girl-' || i, 'Girl ' || i, 'girl' || i || '@bench.test', true, 'bgirl' || i, 'bgirl' || i, 'girl'
      FROM generate_series(1, ${CHECK_INS}) AS i RETURNING id
    )
    INSERT INTO girls (id, user_id, username, stage_name, email, city, state, country, profile_approved)
    SELECT i, 'bench-girl-' || i, 'bgirl' || i, 'Bench Girl ' || i, 'girl' || i || '@bench.test',
           'Toronto', 'Ontario', 'Canada', true
    FROM generate_series(1, ${CHECK_INS}) AS i`,
  );
  await step(
    `${(CHECK_INS * 2).toLocaleString('en-US')} active trusted contacts`,
    sql`
    INSERT INTO trusted_contacts (girl_id, name, address, state, token_hash, consented_at)
    SELECT g, 'Buddy ' || k, 'buddy' || k || '-' || g || '@bench.test', 'active', md5(g || '-' || k), now()
    FROM generate_series(1, ${CHECK_INS}) AS g, generate_series(1, 2) AS k`,
  );
  await step(
    `${GUYS.toLocaleString('en-US')} guys`,
    sql`
    WITH u AS (
      INSERT INTO "user" (id, name, email, email_verified, username, display_username, role)
      SELECT 'bench-guy-' || i, 'Guy ' || i, 'guy' || i || '@bench.test', true, 'bguy' || i, 'bguy' || i, 'guy'
      FROM generate_series(1, ${GUYS}) AS i RETURNING id
    )
    INSERT INTO guys (id, user_id, username, email, city, country)
    SELECT i, 'bench-guy-' || i, 'bguy' || i, 'guy' || i || '@bench.test', 'Toronto', 'Canada'
    FROM generate_series(1, ${GUYS}) AS i`,
  );
  const firstDeadline = new Date(Date.now() + LEAD_SECONDS * 1000);
  await step(
    `${CHECK_INS.toLocaleString('en-US')} running check-ins, deadlines in one minute`,
    sql`
    INSERT INTO check_ins (girl_id, guy_id, client_name, place, time_zone, ends_at, grace_minutes, deadline_at, screening)
    SELECT i, CASE WHEN i % 2 = 0 THEN 1 + i % ${GUYS} END, CASE WHEN i % 2 = 1 THEN 'Walk-in ' || i END,
           'Hotel ' || i || ', room ' || (i % 900), 'America/Toronto',
           ${firstDeadline.toISOString()}::timestamptz + (i % 60) * interval '1 second' - interval '15 minutes', 15,
           ${firstDeadline.toISOString()}::timestamptz + (i % 60) * interval '1 second',
           CASE WHEN i % 2 = 0 THEN jsonb_build_object('timewasterMatches', i % 3, 'thumbsUp', i % 5, 'thumbsDown', i % 2,
             'girlsOnlyComments', i % 4, 'confirmedReferences', i % 3) END
    FROM generate_series(1, ${CHECK_INS}) AS i`,
  );
  const boss = await getBoss();
  const started = performance.now();
  const due = await db.execute<{ id: number; deadline_at: Date | string }>(sql`SELECT id, deadline_at FROM check_ins`);
  await boss.insert(
    due.rows.map((row) => ({
      name: 'check-in-deadlines',
      data: { checkInId: row.id },
      startAfter: new Date(row.deadline_at).toISOString(),
    })),
  );
  log(`${'their pg-boss deadline jobs'.padEnd(46)} ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  const cpuBefore = process.cpuUsage();
  await startJobWorkers();
  log(`worker started (sweeper every ${env.CHECK_IN_SWEEP_SECONDS} s); first deadline in ${LEAD_SECONDS} s`);

  const lastDeadline = firstDeadline.getTime() + 59_000;
  for (;;) {
    const [{ n }] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM check_in_alerts`)).rows as [
      { n: number },
    ];
    if (n >= CHECK_INS || Date.now() > lastDeadline + 120_000) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const doneAt = Date.now();
  const late = await db.execute<{
    alerts: number;
    p50: number;
    p95: number;
    p99: number;
    max: number;
    over: number;
  }>(sql`
    SELECT count(*)::int AS alerts,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY s) AS p50, percentile_cont(0.95) WITHIN GROUP (ORDER BY s) AS p95,
      percentile_cont(0.99) WITHIN GROUP (ORDER BY s) AS p99, max(s) AS max, count(*) FILTER (WHERE s > 60)::int AS over
    FROM (SELECT extract(epoch FROM created_at - due_at)::float AS s FROM check_in_alerts) AS a`);
  // Then the e-mails: each contact's alert is sent when its send-email job completes.
  for (;;) {
    const [{ waiting }] = (
      await db.execute<{ waiting: number }>(
        sql`SELECT count(*)::int AS waiting FROM pgboss.job WHERE name = 'send-email' AND state < 'completed'`,
      )
    ).rows as [{ waiting: number }];
    if (waiting === 0 || Date.now() > lastDeadline + 180_000) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const mails = await db.execute<{
    queued: number;
    sent: number;
    p50: number;
    p95: number;
    p99: number;
    max: number;
    over: number;
  }>(sql`
    SELECT count(*)::int AS queued, count(*) FILTER (WHERE s IS NOT NULL)::int AS sent,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY s) AS p50, percentile_cont(0.95) WITHIN GROUP (ORDER BY s) AS p95,
      percentile_cont(0.99) WITHIN GROUP (ORDER BY s) AS p99, max(s) AS max,
      count(*) FILTER (WHERE s IS NULL OR s > 60)::int AS over
    FROM (
      SELECT extract(epoch FROM j.completed_on - a.due_at)::float AS s
      FROM pgboss.job j
      JOIN trusted_contacts tc ON tc.address = j.data->>'to'
      JOIN check_ins ci ON ci.girl_id = tc.girl_id
      JOIN check_in_alerts a ON a.check_in_id = ci.id
      WHERE j.name = 'send-email'
    ) AS m`);
  clearInterval(sampler);
  const r = late.rows[0]!;
  const seconds = (value: number) => `${Number(value).toFixed(1)} s`;
  log(`alerts: ${r.alerts.toLocaleString('en-US')} of ${CHECK_INS.toLocaleString('en-US')} check-ins, one each`);
  log(
    `after the deadline: median ${seconds(r.p50)}, p95 ${seconds(r.p95)}, p99 ${seconds(r.p99)}, max ${seconds(r.max)}; over 60 s: ${r.over}`,
  );
  log(`last alert ${((doneAt - lastDeadline) / 1000).toFixed(1)} s after the last deadline (±1 s poll)`);
  const m = mails.rows[0]!;
  const cpu = process.cpuUsage(cpuBefore);
  // On a shared machine the wall times above depend on the load; this process's CPU time does not.
  log(
    `this process's CPU from the worker's start: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s ` +
      `(${((cpu.user + cpu.system) / 1e3 / Math.max(1, r.alerts + m.sent)).toFixed(2)} ms per alert or e-mail)`,
  );
  log(`e-mails: ${m.sent.toLocaleString('en-US')} of ${m.queued.toLocaleString('en-US')} sent`);
  log(
    `sent after the deadline: median ${seconds(m.p50)}, p95 ${seconds(m.p95)}, p99 ${seconds(m.p99)}, max ${seconds(m.max)}; over 60 s or unsent: ${m.over}`,
  );
  log(`memory: rss ${mb(before.rss)} → peak ${mb(peakRss)}; heap ${mb(before.heapUsed)} → peak ${mb(peakHeap)}`);
  const met = r.alerts === CHECK_INS && r.over === 0 && m.sent === m.queued && m.over === 0;
  log(`target: every alert and its e-mails within 60 s of its deadline — ${met ? 'met' : 'MISSED'}`);
  log(`load average (1 min) at the end: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
  await stopJobs();
  await closeDb();
} finally {
  for (let i = 0; i < 50; i += 1) {
    const open = await admin.query(`SELECT 1 FROM pg_stat_activity WHERE datname = '${name}'`);
    if (open.rowCount === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
