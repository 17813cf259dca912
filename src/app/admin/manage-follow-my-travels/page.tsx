import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { parseTableState } from '@/components/ui/server-table-state';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { loadOrError, QueryErrorAlert } from '@/features/admin-management/components/query-error';
import { LegacyFollowsTable } from '@/features/admin-management/components/list-and-delete-tables';
import { LEGACY_FOLLOW_SORTS, listManagedLegacyFollows } from '@/features/admin-management/legacy-follows-queries';
import { adminPageActor } from '@/features/moderation/page-access';

export const metadata: Metadata = { title: 'Manage follow my travels', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ManageLegacyFollowsPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await adminPageActor('/admin/manage-follow-my-travels');
  if (!actor) return <ForbiddenView />;
  const state = parseTableState(await searchParams, LEGACY_FOLLOW_SORTS);
  const result = await loadOrError(listManagedLegacyFollows(actor, state));
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Manage follow my travels">
        Follow-my-travels subscriptions carried over from the legacy site.
      </AdminPageHeader>
      {'error' in result ? (
        <QueryErrorAlert error={result.error} />
      ) : (
        <LegacyFollowsTable
          rows={result.data.rows}
          total={result.data.total}
          state={state}
          sortable={LEGACY_FOLLOW_SORTS}
        />
      )}
    </div>
  );
}
