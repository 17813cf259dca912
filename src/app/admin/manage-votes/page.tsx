import {
  adminPageMetadata,
  AdminTablePage,
  type AdminSearchParams,
} from '@/features/admin-management/components/admin-table-page';
import { VotesTable } from '@/features/admin-management/components/list-and-delete-tables';
import { VOTE_SORTS, listManagedVotes } from '@/features/admin-management/votes-queries';

export const metadata = adminPageMetadata('Manage votes');

export default function ManageVotesPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return (
    <AdminTablePage
      path="/admin/manage-votes"
      title="Manage votes"
      intro={<>Poll votes of guys and girls. A deleted vote lets its voter vote again.</>}
      searchParams={searchParams}
      sorts={VOTE_SORTS}
      load={listManagedVotes}
      table={(page, state) => <VotesTable rows={page.rows} total={page.total} state={state} sortable={VOTE_SORTS} />}
    />
  );
}
