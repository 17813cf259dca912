import { adminTablePage } from '@/features/admin-management/components/admin-table-page';
import { ReputationTable } from '@/features/admin-management/components/reputation-table';
import { listReputationItems, REPUTATION_SORTS } from '@/features/admin-management/reputation-queries';

const { metadata, Page } = adminTablePage('/admin/manage-reputation-list', 'Manage reputation list', {
  intro: <>Reputation items: a URL, the girl&apos;s and the guy&apos;s handles, a description and an image.</>,
  table: { sorts: REPUTATION_SORTS, load: listReputationItems, Table: ReputationTable },
});
export { metadata };
export default Page;
