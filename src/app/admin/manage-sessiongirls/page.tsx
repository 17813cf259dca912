import {
  adminPageMetadata,
  AdminTablePage,
  type AdminSearchParams,
} from '@/features/admin-management/components/admin-table-page';
import { ManageSessionGirlsTable } from '@/features/admin-management/components/manage-session-girls-table';
import { listManagedSessionGirls, SESSION_GIRL_SORTS } from '@/features/admin-management/session-girls-queries';

export const metadata = adminPageMetadata('Manage session girls');

export default function ManageSessionGirlsPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return (
    <AdminTablePage
      path="/admin/manage-sessiongirls"
      title="Manage session girls"
      intro={
        <>
          Scraped and legacy session-girl profiles: approvals, e-mail and legacy matching, images, reports and travels.
        </>
      }
      searchParams={searchParams}
      sorts={SESSION_GIRL_SORTS}
      load={listManagedSessionGirls}
      table={(page, state) => (
        <ManageSessionGirlsTable rows={page.rows} total={page.total} state={state} sortable={SESSION_GIRL_SORTS} />
      )}
    />
  );
}
