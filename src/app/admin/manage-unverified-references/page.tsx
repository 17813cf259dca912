import { adminTablePage } from '@/features/admin-management/components/admin-table-page';
import { ReferencesTable } from '@/features/admin-management/components/list-and-delete-tables';
import { REFERENCE_SORTS, listManagedReferences } from '@/features/admin-management/references-queries';

const { metadata, Page } = adminTablePage('/admin/manage-unverified-references', 'Manage unverified references', {
  intro: <>The sessions guys say they had, to confirm with the girls.</>,
  table: { sorts: REFERENCE_SORTS, load: listManagedReferences, Table: ReferencesTable },
});
export { metadata };
export default Page;
