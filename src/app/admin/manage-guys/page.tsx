import {
  adminPageMetadata,
  AdminTablePage,
  type AdminSearchParams,
} from '@/features/admin-management/components/admin-table-page';
import { ManageGuysTable } from '@/features/admin-management/components/manage-guys-table';
import { GUY_SORTS, listManagedGuys } from '@/features/admin-management/guys-queries';
import { parseRecordId } from '@/lib/route-params';

export const metadata = adminPageMetadata('Manage guys');

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

/** The ids the table's links keep while she pages and sorts. */
function keptIds(raw: string | string[] | undefined): Record<string, string> | undefined {
  const ids = idsOf(raw);
  return ids.length ? { ids: ids.join(',') } : undefined;
}

export default function ManageGuysPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return (
    <AdminTablePage
      path="/admin/manage-guys"
      title="Manage guys"
      intro={<>Search guys by username, name, e-mail or city; open one to ban, delete or comment.</>}
      searchParams={searchParams}
      sorts={GUY_SORTS}
      load={(actor, state, params) => listManagedGuys(actor, state, idsOf(params.ids))}
      table={(page, state, params) => (
        <ManageGuysTable
          rows={page.rows}
          total={page.total}
          state={state}
          sortable={GUY_SORTS}
          keep={keptIds(params.ids)}
        />
      )}
    />
  );
}
