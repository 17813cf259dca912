import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { parseTableState } from '@/components/ui/server-table-state';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { loadOrError, QueryErrorAlert } from '@/features/admin-management/components/query-error';
import { ReferencesTable } from '@/features/admin-management/components/list-and-delete-tables';
import { REFERENCE_SORTS, listManagedReferences } from '@/features/admin-management/references-queries';
import { adminPageActor } from '@/features/moderation/page-access';

export const metadata: Metadata = { title: 'Manage unverified references', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ManageReferencesPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await adminPageActor('/admin/manage-unverified-references');
  if (!actor) return <ForbiddenView />;
  const state = parseTableState(await searchParams, REFERENCE_SORTS);
  const result = await loadOrError(listManagedReferences(actor, state));
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Manage unverified references">
        The sessions guys say they had, to confirm with the girls.
      </AdminPageHeader>
      {'error' in result ? (
        <QueryErrorAlert error={result.error} />
      ) : (
        <ReferencesTable rows={result.data.rows} total={result.data.total} state={state} sortable={REFERENCE_SORTS} />
      )}
    </div>
  );
}
