import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { parseTableState } from '@/components/ui/server-table-state';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { loadOrError, QueryErrorAlert } from '@/features/admin-management/components/query-error';
import { ReputationTable } from '@/features/admin-management/components/reputation-table';
import { listReputationItems, REPUTATION_SORTS } from '@/features/admin-management/reputation-queries';
import { adminPageActor } from '@/features/moderation/page-access';

export const metadata: Metadata = { title: 'Manage reputation list', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ManageReputationListPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await adminPageActor('/admin/manage-reputation-list');
  if (!actor) return <ForbiddenView />;
  const state = parseTableState(await searchParams, REPUTATION_SORTS);
  const result = await loadOrError(listReputationItems(actor, state));
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Manage reputation list">
        Reputation items: a URL, the girl&apos;s and the guy&apos;s handles, a description and an image.
      </AdminPageHeader>
      {'error' in result ? (
        <QueryErrorAlert error={result.error} />
      ) : (
        <ReputationTable rows={result.data.rows} total={result.data.total} state={state} sortable={REPUTATION_SORTS} />
      )}
    </div>
  );
}
