import {
  adminPageMetadata,
  AdminTablePage,
  type AdminSearchParams,
} from '@/features/admin-management/components/admin-table-page';
import { ReputationTable } from '@/features/admin-management/components/reputation-table';
import { listReputationItems, REPUTATION_SORTS } from '@/features/admin-management/reputation-queries';

export const metadata = adminPageMetadata('Manage reputation list');

export default function ManageReputationListPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return (
    <AdminTablePage
      path="/admin/manage-reputation-list"
      title="Manage reputation list"
      intro={<>Reputation items: a URL, the girl&apos;s and the guy&apos;s handles, a description and an image.</>}
      searchParams={searchParams}
      sorts={REPUTATION_SORTS}
      load={listReputationItems}
      table={(page, state) => (
        <ReputationTable rows={page.rows} total={page.total} state={state} sortable={REPUTATION_SORTS} />
      )}
    />
  );
}
