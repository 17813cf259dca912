import 'server-only';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { AppError } from '@/server/http/app-error';
import { jobQueueReady, retryFailedJob } from '@/server/jobs';
import { bossJobs } from './job-table';

/** Only a `failed` job (else the same 404); audited in the transaction that queues it. */
export async function retryJob(actor: Actor, jobId: string): Promise<void> {
  requirePermission(actor, 'admin:access');
  await jobQueueReady();
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ queue: bossJobs.name, state: bossJobs.state, retryCount: bossJobs.retryCount })
      .from(bossJobs)
      .where(and(eq(bossJobs.id, jobId), eq(bossJobs.state, 'failed')))
      .for('update');
    if (!before) throw new AppError('not_found');
    await retryFailedJob(before.queue, jobId, tx);
    const [after] = await tx
      .select({ queue: bossJobs.name, state: bossJobs.state, retryCount: bossJobs.retryCount })
      .from(bossJobs)
      .where(and(eq(bossJobs.name, before.queue), eq(bossJobs.id, jobId)));
    await recordAudit(tx, actor, { action: 'job.retry', subjectTable: 'pgboss.job', subjectId: jobId, before, after });
  });
}
