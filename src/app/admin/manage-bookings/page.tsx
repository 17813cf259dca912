import { BOOKING_SORTS, listManagedBookings } from '@/features/admin-management/bookings-queries';
import { adminTablePage } from '@/features/admin-management/components/admin-table-page';
import { ManageBookingsTable } from '@/features/admin-management/components/manage-bookings-table';

const { metadata, Page } = adminTablePage('/admin/manage-bookings', 'Manage bookings', {
  intro: <>Every booking with both parties&apos; statuses. Deleting sets both to deleted.</>,
  table: { sorts: BOOKING_SORTS, load: listManagedBookings, Table: ManageBookingsTable },
});
export { metadata };
export default Page;
