import {
  adminPageMetadata,
  AdminTablePage,
  type AdminSearchParams,
} from '@/features/admin-management/components/admin-table-page';
import { LegacyFollowsTable } from '@/features/admin-management/components/list-and-delete-tables';
import { LEGACY_FOLLOW_SORTS, listManagedLegacyFollows } from '@/features/admin-management/legacy-follows-queries';

export const metadata = adminPageMetadata('Manage follow my travels');

export default function ManageLegacyFollowsPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return (
    <AdminTablePage
      path="/admin/manage-follow-my-travels"
      title="Manage follow my travels"
      intro={<>Follow-my-travels subscriptions carried over from the legacy site.</>}
      searchParams={searchParams}
      sorts={LEGACY_FOLLOW_SORTS}
      load={listManagedLegacyFollows}
      table={(page, state) => (
        <LegacyFollowsTable rows={page.rows} total={page.total} state={state} sortable={LEGACY_FOLLOW_SORTS} />
      )}
    />
  );
}
