import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { getDb, type Db } from '../db';
import { env } from '../env';
import { logger } from '../logger';
import { QUEUE_NAMES, QUEUES, SCHEDULES } from './queues';
import { pgliteExecutor } from './sql-executor';

// The job queue (decision 034): pg-boss in the app's database, schema `pgboss`. On PostgreSQL it
// has a small pool of its own; on embedded PGlite it runs its statements over the app's one
// connection (pg-boss's `db` option). One instance per process, on globalThis like the database.

interface JobsState {
  starting?: Promise<PgBoss>;
  started?: PgBoss;
}
const state: JobsState = ((globalThis as { [key: symbol]: JobsState })[Symbol.for('matside.jobs')] ??= {});

/** Days a failed job stays listed on /admin/jobs before pg-boss archives it. */
const FAILED_JOBS_KEPT_DAYS = 30;

/** Registered by server/index.mjs: run after its drain, last registered first (see client.ts). */
const SHUTDOWN_HOOKS = Symbol.for('matside.server.shutdownHooks');

function serverShutdownHooks(): Set<() => Promise<void>> | undefined {
  return (globalThis as { [SHUTDOWN_HOOKS]?: Set<() => Promise<void>> })[SHUTDOWN_HOOKS];
}

/**
 * The process works the queue when it is our server (server/index.mjs) and JOB_WORKER is not
 * `off`. Scripts and tests only queue; tests run the jobs with drainJobs().
 */
export function worksTheQueue(): boolean {
  return env.JOB_WORKER === 'on' && serverShutdownHooks() !== undefined;
}

/**
 * The started queue (schema created, queues declared; in the server, schedules registered). The
 * server starts its workers with startJobWorkers (worker.ts): this file never reaches the jobs'
 * handlers, so a feature that queues mail and runs as a job imports no circle.
 */
export function getBoss(): Promise<PgBoss> {
  state.starting ??= startBoss().then(
    (boss) => (state.started = boss),
    (error: unknown) => {
      state.starting = undefined;
      throw error;
    },
  );
  return state.starting;
}

/**
 * The queue for a write inside a transaction. Starting it runs pg-boss's own statements, which on
 * PGlite wait for the one connection a transaction holds: a service calls jobQueueReady() before
 * opening the transaction, and a forgotten call fails here instead of hanging.
 */
export function startedBoss(): PgBoss {
  if (!state.started) throw new Error('The job queue is not started: await jobQueueReady() before the transaction');
  return state.started;
}

/** Starts the queue (idempotent); see startedBoss. */
export async function jobQueueReady(): Promise<void> {
  await getBoss();
}

function pgliteClientOf(db: Db): PGlite {
  return (db as unknown as { $client: PGlite }).$client;
}

async function startBoss(): Promise<PgBoss> {
  const db = await getDb(); // opened and migrated first
  const working = worksTheQueue();
  const common = {
    // Maintenance (expiring the jobs of a killed process, retries' bookkeeping, archiving) runs
    // where jobs are worked; a queue-only process leaves it to them.
    supervise: working,
    // The cron clock (SCHEDULES) runs where jobs are worked, like the maintenance.
    schedule: working,
    archiveFailedAfterSeconds: FAILED_JOBS_KEPT_DAYS * 86_400,
  };
  const boss = env.DATABASE_URL
    ? new PgBoss({ connectionString: env.DATABASE_URL, max: 2, application_name: 'matside-jobs', ...common })
    : new PgBoss({ db: pgliteExecutor(pgliteClientOf(db)), ...common });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of QUEUE_NAMES) {
    await boss.createQueue(name, { name, ...QUEUES[name] });
    await boss.updateQueue(name, { name, ...QUEUES[name] }); // a changed policy applies to an existing queue
  }
  if (working) {
    await registerSchedules(boss);
    serverShutdownHooks()?.add(stopJobs);
  }
  return boss;
}

/** Writes SCHEDULES into pg-boss (an upsert per queue: a changed cron replaces the old one). */
export async function registerSchedules(boss: PgBoss): Promise<void> {
  for (const name of QUEUE_NAMES) {
    const schedule = SCHEDULES[name];
    if (schedule) await boss.schedule(name, schedule.cron, undefined, { tz: 'UTC' });
  }
}

/**
 * Stops fetching, waits up to 10 s for the jobs in hand, and lets go of the database. A job cut
 * off by a hard kill is retried after its queue's expireInSeconds.
 */
export async function stopJobs(): Promise<void> {
  const starting = state.starting;
  state.starting = undefined;
  state.started = undefined;
  serverShutdownHooks()?.delete(stopJobs);
  const boss = await starting?.catch(() => undefined);
  // close: pg-boss's own pool on PostgreSQL; on PGlite the app's connection is closed by closeDb.
  await boss?.stop({ graceful: true, wait: true, timeout: 10_000, close: Boolean(env.DATABASE_URL) });
}
