import { adminTablePage } from '@/features/admin-management/components/admin-table-page';
import { ManageGirlsTable } from '@/features/admin-management/components/manage-girls-table';
import { GIRL_SORTS, listManagedGirls } from '@/features/admin-management/girls-queries';

const { metadata, Page } = adminTablePage('/admin/manage-girls', 'Manage girls', {
  intro: <>Every girl record with her states. A change shows on her public pages at once.</>,
  table: { sorts: GIRL_SORTS, load: listManagedGirls, Table: ManageGirlsTable },
});
export { metadata };
export default Page;
