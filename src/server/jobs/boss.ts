import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { getDb, type Db } from '../db';
import { env } from '../env';
import { logger } from '../logger';
import { QUEUE_NAMES, QUEUES, SCHEDULES } from './queues';
import { pgliteExecutor } from './sql-executor';

// The job queue (decision 034): pg-boss in the app's database; on PGlite it shares the app's
// connection. One instance per process.

interface JobsState {
  starting?: Promise<PgBoss>;
  started?: PgBoss;
}
const state: JobsState = ((globalThis as { [key: symbol]: JobsState })[Symbol.for('matside.jobs')] ??= {});

const FAILED_JOBS_KEPT_DAYS = 30;

/** Registered by server/index.mjs: run after its drain, last registered first (see client.ts). */
const SHUTDOWN_HOOKS = Symbol.for('matside.server.shutdownHooks');

function serverShutdownHooks(): Set<() => Promise<void>> | undefined {
  return (globalThis as { [SHUTDOWN_HOOKS]?: Set<() => Promise<void>> })[SHUTDOWN_HOOKS];
}

/** Our server works the queue unless JOB_WORKER=off; scripts and tests only queue. */
export function worksTheQueue(): boolean {
  return env.JOB_WORKER === 'on' && serverShutdownHooks() !== undefined;
}

/** Never reaches the jobs' handlers, so a feature that queues mail and runs as a job has no circle. */
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
 * On PGlite starting the queue waits for the connection a transaction holds: call jobQueueReady()
 * before the transaction; a forgotten call fails here instead of hanging.
 */
export function startedBoss(): PgBoss {
  if (!state.started) throw new Error('The job queue is not started: await jobQueueReady() before the transaction');
  return state.started;
}

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
    // Maintenance and the cron clock run only where jobs are worked.
    supervise: working,
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

export async function registerSchedules(boss: PgBoss): Promise<void> {
  for (const name of QUEUE_NAMES) {
    const schedule = SCHEDULES[name];
    if (schedule) await boss.schedule(name, schedule.cron, undefined, { tz: 'UTC' });
  }
}

/** Waits up to 10 s for the jobs in hand; a job cut off is retried after its expireInSeconds. */
export async function stopJobs(): Promise<void> {
  const starting = state.starting;
  state.starting = undefined;
  state.started = undefined;
  serverShutdownHooks()?.delete(stopJobs);
  const boss = await starting?.catch(() => undefined);
  await boss?.stop({ graceful: true, wait: true, timeout: 10_000, close: Boolean(env.DATABASE_URL) });
}
