import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { getBoss } from '@/server/jobs/boss';
import { queueMails } from '@/server/jobs/queue-mail';
import { BURSTS } from '@/server/jobs/queues';
import { runBatch } from '@/server/jobs/worker';

// The e-mail worker takes a batch of jobs and sends several at once (a missed check-in's alerts
// are due now). Each job still succeeds or fails on its own: one bad address is retried alone,
// and pg-boss's completion of the batch leaves the failed job failed.

async function states(ids: string[]): Promise<Map<string, string>> {
  const db = await getDb();
  const rows = await db.execute<{ id: string; state: string }>(
    sql`SELECT id::text, state::text FROM pgboss.job WHERE id IN ${sql`(${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`}`,
  );
  return new Map(rows.rows.map((row) => [row.id, row.state]));
}

describe('the e-mail worker in bursts', () => {
  it('runs a batch several at a time and fails only the job that failed', async () => {
    const burst = BURSTS['send-email']!;
    expect(burst.batchSize).toBeGreaterThan(1);
    expect(burst.concurrency).toBeGreaterThan(1);

    const boss = await getBoss();
    const messages = Array.from({ length: burst.batchSize }, (_, i) => ({
      to: `burst${i}@example.com`,
      subject: `Burst ${i}`,
      text: 'One of many.',
    }));
    await queueMails(messages);
    const jobs = await boss.fetch('send-email', { batchSize: burst.batchSize });
    expect(jobs).toHaveLength(burst.batchSize);
    const failing = jobs[3]!.id;

    let running = 0;
    let mostAtOnce = 0;
    const ran: string[] = [];
    await runBatch(boss, 'send-email', jobs, burst.concurrency, async (_name, job) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      ran.push(job.id);
      if (job.id === failing) throw new Error('mailbox unavailable');
    });

    expect(ran.sort()).toEqual(jobs.map((job) => job.id).sort());
    expect(mostAtOnce).toBe(burst.concurrency);
    const afterRun = await states(jobs.map((job) => job.id));
    expect(afterRun.get(failing)).toBe('retry');
    for (const job of jobs) if (job.id !== failing) expect(afterRun.get(job.id)).toBe('active');

    // What pg-boss does when the batch handler returns: complete every id of the batch.
    await boss.complete(
      'send-email',
      jobs.map((job) => job.id),
    );
    const afterComplete = await states(jobs.map((job) => job.id));
    expect(afterComplete.get(failing)).toBe('retry');
    for (const job of jobs) if (job.id !== failing) expect(afterComplete.get(job.id)).toBe('completed');
  });
});
