import {
  adminPageMetadata,
  AdminTablePage,
  type AdminSearchParams,
} from '@/features/admin-management/components/admin-table-page';
import { BOOKING_SORTS, listManagedBookings } from '@/features/admin-management/bookings-queries';
import { ManageBookingsTable } from '@/features/admin-management/components/manage-bookings-table';

export const metadata = adminPageMetadata('Manage bookings');

export default function ManageBookingsPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return (
    <AdminTablePage
      path="/admin/manage-bookings"
      title="Manage bookings"
      intro={<>Every booking with both parties&apos; statuses. Deleting sets both to deleted.</>}
      searchParams={searchParams}
      sorts={BOOKING_SORTS}
      load={listManagedBookings}
      table={(page, state) => (
        <ManageBookingsTable
          rows={page.rows}
          total={page.total}
          totalCapped={page.totalCapped}
          state={state}
          sortable={BOOKING_SORTS}
        />
      )}
    />
  );
}
