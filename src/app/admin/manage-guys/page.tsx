import { adminTablePage } from '@/features/admin-management/components/admin-table-page';
import { ManageGuysTable } from '@/features/admin-management/components/manage-guys-table';
import { GUY_SORTS, keptGuyIds, listManagedGuysOfPage } from '@/features/admin-management/guys-queries';

const { metadata, Page } = adminTablePage('/admin/manage-guys', 'Manage guys', {
  intro: <>Search guys by username, name, e-mail or city; open one to ban, delete or comment.</>,
  table: { sorts: GUY_SORTS, load: listManagedGuysOfPage, Table: ManageGuysTable, keep: keptGuyIds },
});
export { metadata };
export default Page;
