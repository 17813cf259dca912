import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { parseTableState } from '@/components/ui/server-table-state';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { ManageGirlsTable } from '@/features/admin-management/components/manage-girls-table';
import { loadOrError, QueryErrorAlert } from '@/features/admin-management/components/query-error';
import { GIRL_SORTS, listManagedGirls } from '@/features/admin-management/girls-queries';
import { adminPageActor } from '@/features/moderation/page-access';

export const metadata: Metadata = { title: 'Manage girls', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ManageGirlsPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await adminPageActor('/admin/manage-girls');
  if (!actor) return <ForbiddenView />;
  const state = parseTableState(await searchParams, GIRL_SORTS);
  const result = await loadOrError(listManagedGirls(actor, state));
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Manage girls">
        Every girl record with her states. A change shows on her public pages at once.
      </AdminPageHeader>
      {'error' in result ? (
        <QueryErrorAlert error={result.error} />
      ) : (
        <ManageGirlsTable
          rows={result.data.rows}
          total={result.data.total}
          totalCapped={result.data.totalCapped}
          state={state}
          sortable={GIRL_SORTS}
        />
      )}
    </div>
  );
}
