import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { TablePage, TableState } from '@/components/ui/server-table-state';
import { offsetOf, orderOf, pageOf, sortKeysOf, textFilter, totalCount } from '@/features/admin-management/table-sql';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { jobQueueReady } from '@/server/jobs';
import { bossJobs } from './job-table';

// A job's data (an e-mail) is never shown.

const errorText = sql<string>`coalesce(${bossJobs.output}->>'message', '')`;

const sortable = {
  name: bossJobs.name,
  createdOn: bossJobs.createdOn,
  completedOn: bossJobs.completedOn,
};
export const FAILED_JOB_SORTS = sortKeysOf(sortable);

export interface FailedJobRow {
  id: string;
  queue: string;
  tries: number;
  error: string;
  createdOn: string;
  failedOn: string | null;
}

export async function listFailedJobs(actor: Actor, state: TableState): Promise<TablePage<FailedJobRow>> {
  requirePermission(actor, 'admin:access');
  await jobQueueReady(); // the pgboss schema exists once the queue has started
  const db = await getDb();
  const where = and(eq(bossJobs.state, 'failed'), textFilter(state.q, [bossJobs.name, errorText]));
  const page = await pageOf(
    db
      .select({
        id: bossJobs.id,
        queue: bossJobs.name,
        tries: sql<number>`${bossJobs.retryCount} + 1`.mapWith(Number),
        error: errorText,
        createdOn: bossJobs.createdOn,
        failedOn: bossJobs.completedOn,
      })
      .from(bossJobs)
      .where(where)
      .orderBy(
        ...orderOf(
          { ...state, sort: state.sort || 'completedOn', dir: state.sort ? state.dir : 'desc' },
          sortable,
          bossJobs.id,
        ),
      )
      .limit(state.size)
      .offset(offsetOf(state)),
    db.select(totalCount()).from(bossJobs).where(where),
  );
  return {
    total: page.total,
    rows: page.rows.map((row) => ({
      ...row,
      createdOn: row.createdOn.toISOString(),
      failedOn: row.failedOn?.toISOString() ?? null,
    })),
  };
}
