import 'server-only';
import { getBoss, startedBoss } from './boss';
import type { QueueOptions } from './queue-mail';
import type { QueueName } from './queues';
import { transactionExecutor } from './sql-executor';

export interface JobTiming extends QueueOptions {
  startAfter?: Date;
}

/** In the caller's transaction when given one (jobQueueReady() first). */
export async function queueJob(name: QueueName, data: object, options: JobTiming = {}): Promise<string> {
  const boss = options.tx ? startedBoss() : await getBoss();
  const id = await boss.send(name, data, {
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.tx ? { db: transactionExecutor(options.tx) } : {}),
  });
  if (!id) throw new Error(`${name} job was not queued`);
  return id;
}
