import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { parseTableState } from '@/components/ui/server-table-state';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { loadOrError, QueryErrorAlert } from '@/features/admin-management/components/query-error';
import { FailedJobsTable } from '@/features/jobs/components/failed-jobs-table';
import { FAILED_JOB_SORTS, listFailedJobs } from '@/features/jobs/queries';
import { adminPageActor } from '@/features/moderation/page-access';

export const metadata: Metadata = { title: 'Jobs', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function JobsPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await adminPageActor('/admin/jobs');
  if (!actor) return <ForbiddenView />;
  const state = parseTableState(await searchParams, FAILED_JOB_SORTS);
  const result = await loadOrError(listFailedJobs(actor, state));
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Jobs">
        Background jobs (e-mails) that failed their last try. Retry queues one again once the cause is fixed.
      </AdminPageHeader>
      {'error' in result ? (
        <QueryErrorAlert error={result.error} />
      ) : (
        <FailedJobsTable rows={result.data.rows} total={result.data.total} state={state} sortable={FAILED_JOB_SORTS} />
      )}
    </div>
  );
}
