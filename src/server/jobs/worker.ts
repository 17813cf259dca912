import 'server-only';
import type PgBoss from 'pg-boss';
import { logger } from '../logger';
import { reportJobError } from '../observability/monitoring';
import { getBoss, worksTheQueue } from './boss';
import { JOB_HANDLERS, SWEEPS } from './handlers';
import { BURSTS, QUEUE_NAMES, type QueueName } from './queues';

/** pg-boss 10 polls (no LISTEN/NOTIFY). */
const POLLING_INTERVAL_SECONDS = 1;

async function runJob(name: QueueName, job: PgBoss.Job<unknown>): Promise<void> {
  try {
    await (JOB_HANDLERS[name] as (data: unknown) => Promise<void>)(job.data);
  } catch (error) {
    // A job's data (an e-mail) may hold personal data.
    logger.warn({ err: error, queue: name, jobId: job.id }, 'job try failed');
    await reportJobError(error, { queue: name, id: job.id });
    throw error;
  }
}

const working = new WeakSet<PgBoss>();

/** Jobs queued before a restart (or crash) run now. */
export async function startJobWorkers(): Promise<void> {
  const boss = await getBoss();
  if (!worksTheQueue() || working.has(boss)) return;
  working.add(boss);
  await startWorkers(boss);
  startSweeps(boss);
}

function startSweeps(boss: PgBoss): void {
  for (const sweep of SWEEPS) {
    let running = false;
    const run = async () => {
      if (running) return; // a slow run is not stacked with the next tick
      running = true;
      try {
        await sweep.run();
      } catch (error) {
        logger.warn({ err: error, sweep: sweep.name }, 'sweep failed');
        await reportJobError(error, { queue: sweep.name, id: 'sweep' });
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void run(), sweep.everySeconds * 1000);
    timer.unref();
    boss.once('stopped', () => clearInterval(timer));
    void run();
  }
}

async function startWorkers(boss: PgBoss): Promise<void> {
  for (const name of QUEUE_NAMES) {
    const burst = BURSTS[name];
    if (!burst) {
      await boss.work(name, { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: 1 }, async ([job]) => {
        if (job) await runJob(name, job);
      });
      continue;
    }
    const workerId: string = await boss.work(
      name,
      { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: burst.batchSize },
      async (jobs) => {
        await runBatch(boss, name, jobs, burst.concurrency);
        if (jobs.length === burst.batchSize) boss.notifyWorker(workerId);
      },
    );
  }
}

/** A failed job fails (and retries) alone, so one bad address does not resend the batch. */
export async function runBatch(
  boss: PgBoss,
  name: QueueName,
  jobs: PgBoss.Job<unknown>[],
  concurrency: number,
  run: (name: QueueName, job: PgBoss.Job<unknown>) => Promise<void> = runJob,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      try {
        await run(name, job);
      } catch (error) {
        await boss.fail(name, job.id, error instanceof Error ? error : new Error(String(error)));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
}

/** Runs every due job now, for tests and one-off scripts; a failed try is recorded as the worker would. */
export async function runDueJobs(boss: PgBoss): Promise<number> {
  let ran = 0;
  for (const name of QUEUE_NAMES) {
    for (;;) {
      const [job] = await boss.fetch(name, { batchSize: 1 });
      if (!job) break;
      ran += 1;
      try {
        await runJob(name, job);
        await boss.complete(name, job.id);
      } catch (error) {
        await boss.fail(name, job.id, error instanceof Error ? error : new Error(String(error)));
      }
    }
  }
  return ran;
}
