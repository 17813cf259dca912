import 'server-only';
import type { Db, Tx } from '../db';
import { startedBoss } from './boss';
import { transactionExecutor } from './sql-executor';

export async function retryFailedJob(queue: string, jobId: string, tx: Tx | Db): Promise<void> {
  await startedBoss().retry(queue, jobId, { db: transactionExecutor(tx) });
}
