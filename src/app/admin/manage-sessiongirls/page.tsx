import { adminTablePage } from '@/features/admin-management/components/admin-table-page';
import { ManageSessionGirlsTable } from '@/features/admin-management/components/manage-session-girls-table';
import { listManagedSessionGirls, SESSION_GIRL_SORTS } from '@/features/admin-management/session-girls-queries';

const { metadata, Page } = adminTablePage('/admin/manage-sessiongirls', 'Manage session girls', {
  intro: (
    <>Scraped and legacy session-girl profiles: approvals, e-mail and legacy matching, images, reports and travels.</>
  ),
  table: { sorts: SESSION_GIRL_SORTS, load: listManagedSessionGirls, Table: ManageSessionGirlsTable },
});
export { metadata };
export default Page;
