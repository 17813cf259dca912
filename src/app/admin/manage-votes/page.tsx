import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { parseTableState } from '@/components/ui/server-table-state';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { loadOrError, QueryErrorAlert } from '@/features/admin-management/components/query-error';
import { VotesTable } from '@/features/admin-management/components/list-and-delete-tables';
import { VOTE_SORTS, listManagedVotes } from '@/features/admin-management/votes-queries';
import { adminPageActor } from '@/features/moderation/page-access';

export const metadata: Metadata = { title: 'Manage votes', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ManageVotesPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await adminPageActor('/admin/manage-votes');
  if (!actor) return <ForbiddenView />;
  const state = parseTableState(await searchParams, VOTE_SORTS);
  const result = await loadOrError(listManagedVotes(actor, state));
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Manage votes">
        Poll votes of guys and girls. A deleted vote lets its voter vote again.
      </AdminPageHeader>
      {'error' in result ? (
        <QueryErrorAlert error={result.error} />
      ) : (
        <VotesTable rows={result.data.rows} total={result.data.total} state={state} sortable={VOTE_SORTS} />
      )}
    </div>
  );
}
