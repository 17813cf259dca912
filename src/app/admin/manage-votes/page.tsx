import { adminTablePage } from '@/features/admin-management/components/admin-table-page';
import { VotesTable } from '@/features/admin-management/components/list-and-delete-tables';
import { listManagedVotes, VOTE_SORTS } from '@/features/admin-management/votes-queries';

const { metadata, Page } = adminTablePage('/admin/manage-votes', 'Manage votes', {
  intro: <>Poll votes of guys and girls. A deleted vote lets its voter vote again.</>,
  table: { sorts: VOTE_SORTS, load: listManagedVotes, Table: VotesTable },
});
export { metadata };
export default Page;
