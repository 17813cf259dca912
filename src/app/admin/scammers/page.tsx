import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { parseTableState } from '@/components/ui/server-table-state';
import { adminPageActor } from '@/features/accounts/page-access';
import { AdminScammers } from '@/features/scammers/components/admin-scammers';
import { ADMIN_SCAMMER_SORTS, listScammersForAdmin } from '@/features/scammers/queries';

export const metadata: Metadata = { title: 'Scammers admin', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminScammersPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await adminPageActor('/admin/scammers');
  if (!actor) return <ForbiddenView />;
  const state = parseTableState(await searchParams, ADMIN_SCAMMER_SORTS);
  const page = await listScammersForAdmin(actor, state);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Scammers</h1>
      <AdminScammers {...page} state={state} sortable={ADMIN_SCAMMER_SORTS} />
    </div>
  );
}
