import 'server-only';
import { getBoss } from './boss';
import { runDueJobs } from './worker';

/**
 * Runs every due job in this call and returns how many ran: what the server's worker would do
 * next, without waiting for its poll. Tests call it (tests/helpers/jobs.ts) after an action.
 */
export async function runJobsNow(): Promise<number> {
  return runDueJobs(await getBoss());
}
