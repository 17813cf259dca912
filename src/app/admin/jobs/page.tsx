import { adminTablePage } from '@/features/admin-management/components/admin-table-page';
import { FailedJobsTable } from '@/features/jobs/components/failed-jobs-table';
import { FAILED_JOB_SORTS, listFailedJobs } from '@/features/jobs/queries';

const { metadata, Page } = adminTablePage('/admin/jobs', 'Jobs', {
  intro: <>Background jobs (e-mails) that failed their last try. Retry queues one again once the cause is fixed.</>,
  table: { sorts: FAILED_JOB_SORTS, load: listFailedJobs, Table: FailedJobsTable },
});
export { metadata };
export default Page;
