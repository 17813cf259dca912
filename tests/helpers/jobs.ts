import { getBoss } from '@/server/jobs/boss';
import { runDueJobs } from '@/server/jobs/worker';

/**
 * Runs the queued jobs (e-mails…) now, in the test's process: integration tests have no
 * background worker, so an action's mail is in the outbox once this resolves. It does what the
 * server's worker would do next, without waiting for its poll.
 */
export async function drainJobs(): Promise<number> {
  // A job is due once `start_after < now()`, and PGlite's clock ticks in milliseconds: one queued this millisecond is due the next.
  await new Promise((resolve) => setTimeout(resolve, 2));
  return runDueJobs(await getBoss());
}
