import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { parseTableState } from '@/components/ui/server-table-state';
import { BOOKING_SORTS, listManagedBookings } from '@/features/admin-management/bookings-queries';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { ManageBookingsTable } from '@/features/admin-management/components/manage-bookings-table';
import { loadOrError, QueryErrorAlert } from '@/features/admin-management/components/query-error';
import { adminPageActor } from '@/features/moderation/page-access';

export const metadata: Metadata = { title: 'Manage bookings', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ManageBookingsPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await adminPageActor('/admin/manage-bookings');
  if (!actor) return <ForbiddenView />;
  const state = parseTableState(await searchParams, BOOKING_SORTS);
  const result = await loadOrError(listManagedBookings(actor, state));
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Manage bookings">
        Every booking with both parties&apos; statuses. Deleting sets both to deleted.
      </AdminPageHeader>
      {'error' in result ? (
        <QueryErrorAlert error={result.error} />
      ) : (
        <ManageBookingsTable
          rows={result.data.rows}
          total={result.data.total}
          totalCapped={result.data.totalCapped}
          state={state}
          sortable={BOOKING_SORTS}
        />
      )}
    </div>
  );
}
