import { runJobsNow } from '@/server/jobs/run-now';

/**
 * Runs the queued jobs (e-mails…) now, in the test's process: integration tests have no
 * background worker, so an action's mail is in the outbox once this resolves.
 */
export async function drainJobs(): Promise<number> {
  return runJobsNow();
}
