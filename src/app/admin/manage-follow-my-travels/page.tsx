import { adminTablePage } from '@/features/admin-management/components/admin-table-page';
import { LegacyFollowsTable } from '@/features/admin-management/components/list-and-delete-tables';
import { LEGACY_FOLLOW_SORTS, listManagedLegacyFollows } from '@/features/admin-management/legacy-follows-queries';

const { metadata, Page } = adminTablePage('/admin/manage-follow-my-travels', 'Manage follow my travels', {
  intro: <>Follow-my-travels subscriptions carried over from the legacy site.</>,
  table: { sorts: LEGACY_FOLLOW_SORTS, load: listManagedLegacyFollows, Table: LegacyFollowsTable },
});
export { metadata };
export default Page;
