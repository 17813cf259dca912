import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db';
import { getBoss } from './boss';
import { QUEUE_NAMES, type QueueName } from './queues';

export interface QueueCounts {
  /** New, or waiting for a retry. */
  queued: number;
  active: number;
  /** Failed their last try: listed on /admin/jobs. */
  failed: number;
}

export type JobQueueStats = Record<QueueName, QueueCounts>;

export async function jobQueueStats(): Promise<JobQueueStats> {
  await getBoss(); // the pgboss schema exists once the queue has started
  const db = await getDb();
  const { rows } = await db.execute<{ name: string; state: string; count: number }>(sql`
    SELECT name, state, count(*)::int AS count FROM pgboss.job
    WHERE state IN ('created', 'retry', 'active', 'failed')
    GROUP BY name, state`);
  const stats = Object.fromEntries(
    QUEUE_NAMES.map((name) => [name, { queued: 0, active: 0, failed: 0 }]),
  ) as JobQueueStats;
  for (const row of rows) {
    const counts = stats[row.name as QueueName];
    if (!counts) continue;
    if (row.state === 'active') counts.active += row.count;
    else if (row.state === 'failed') counts.failed += row.count;
    else counts.queued += row.count;
  }
  return stats;
}
