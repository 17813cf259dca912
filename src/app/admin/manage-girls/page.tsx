import {
  adminPageMetadata,
  AdminTablePage,
  type AdminSearchParams,
} from '@/features/admin-management/components/admin-table-page';
import { ManageGirlsTable } from '@/features/admin-management/components/manage-girls-table';
import { GIRL_SORTS, listManagedGirls } from '@/features/admin-management/girls-queries';

export const metadata = adminPageMetadata('Manage girls');

export default function ManageGirlsPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return (
    <AdminTablePage
      path="/admin/manage-girls"
      title="Manage girls"
      intro={<>Every girl record with her states. A change shows on her public pages at once.</>}
      searchParams={searchParams}
      sorts={GIRL_SORTS}
      load={listManagedGirls}
      table={(page, state) => (
        <ManageGirlsTable
          rows={page.rows}
          total={page.total}
          totalCapped={page.totalCapped}
          state={state}
          sortable={GIRL_SORTS}
        />
      )}
    />
  );
}
