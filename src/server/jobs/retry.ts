import 'server-only';
import type { Db, Tx } from '../db';
import { startedBoss } from './boss';
import { transactionExecutor } from './sql-executor';

/** Queues a failed job again (pg-boss's retry), inside the caller's transaction. */
export async function retryFailedJob(queue: string, jobId: string, tx: Tx | Db): Promise<void> {
  await startedBoss().retry(queue, jobId, { db: transactionExecutor(tx) });
}
