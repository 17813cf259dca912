import {
  adminPageMetadata,
  AdminTablePage,
  type AdminSearchParams,
} from '@/features/admin-management/components/admin-table-page';
import { ReferencesTable } from '@/features/admin-management/components/list-and-delete-tables';
import { REFERENCE_SORTS, listManagedReferences } from '@/features/admin-management/references-queries';

export const metadata = adminPageMetadata('Manage unverified references');

export default function ManageReferencesPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return (
    <AdminTablePage
      path="/admin/manage-unverified-references"
      title="Manage unverified references"
      intro={<>The sessions guys say they had, to confirm with the girls.</>}
      searchParams={searchParams}
      sorts={REFERENCE_SORTS}
      load={listManagedReferences}
      table={(page, state) => (
        <ReferencesTable rows={page.rows} total={page.total} state={state} sortable={REFERENCE_SORTS} />
      )}
    />
  );
}
