import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { parseTableState } from '@/components/ui/server-table-state';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { ManageSessionGirlsTable } from '@/features/admin-management/components/manage-session-girls-table';
import { loadOrError, QueryErrorAlert } from '@/features/admin-management/components/query-error';
import { listManagedSessionGirls, SESSION_GIRL_SORTS } from '@/features/admin-management/session-girls-queries';
import { adminPageActor } from '@/features/moderation/page-access';

export const metadata: Metadata = { title: 'Manage session girls', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ManageSessionGirlsPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await adminPageActor('/admin/manage-sessiongirls');
  if (!actor) return <ForbiddenView />;
  const state = parseTableState(await searchParams, SESSION_GIRL_SORTS);
  const result = await loadOrError(listManagedSessionGirls(actor, state));
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Manage session girls">
        Scraped and legacy session-girl profiles: approvals, e-mail and legacy matching, images, reports and travels.
      </AdminPageHeader>
      {'error' in result ? (
        <QueryErrorAlert error={result.error} />
      ) : (
        <ManageSessionGirlsTable
          rows={result.data.rows}
          total={result.data.total}
          state={state}
          sortable={SESSION_GIRL_SORTS}
        />
      )}
    </div>
  );
}
