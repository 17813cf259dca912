import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { parseTableState } from '@/components/ui/server-table-state';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { ManageGuysTable } from '@/features/admin-management/components/manage-guys-table';
import { loadOrError, QueryErrorAlert } from '@/features/admin-management/components/query-error';
import { GUY_SORTS, listManagedGuys } from '@/features/admin-management/guys-queries';
import { adminPageActor } from '@/features/moderation/page-access';
import { parseRecordId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'Manage guys', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `?ids=1,2,3` (GetGuysByIds): at most 100 valid ids, the rest ignored. */
function idsOf(raw: string | string[] | undefined): number[] {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (!text) return [];
  return text
    .split(',')
    .slice(0, 100)
    .map((part) => parseRecordId(part.trim()))
    .filter((id): id is number => id !== null);
}

export default async function ManageGuysPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await adminPageActor('/admin/manage-guys');
  if (!actor) return <ForbiddenView />;
  const params = await searchParams;
  const state = parseTableState(params, GUY_SORTS);
  const ids = idsOf(params.ids);
  const result = await loadOrError(listManagedGuys(actor, state, ids));
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Manage guys">
        Search guys by username, name, e-mail or city; open one to ban, delete or comment.
      </AdminPageHeader>
      {'error' in result ? (
        <QueryErrorAlert error={result.error} />
      ) : (
        <ManageGuysTable
          rows={result.data.rows}
          total={result.data.total}
          state={state}
          sortable={GUY_SORTS}
          keep={ids.length ? { ids: ids.join(',') } : undefined}
        />
      )}
    </div>
  );
}
