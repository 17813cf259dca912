import type { Metadata } from 'next';
import { parseTableState } from '@/components/ui/server-table-state';
import { AdminTimewasters } from '@/features/timewasters/components/admin-timewasters';
import { timewasterAdminActor } from '@/features/timewasters/page-access';
import { ADMIN_TIMEWASTER_SORTS, listTimewastersForAdmin } from '@/features/timewasters/queries';

export const metadata: Metadata = { title: 'Timewasters admin', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminTimewastersPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await timewasterAdminActor();
  const state = parseTableState(await searchParams, ADMIN_TIMEWASTER_SORTS);
  const page = await listTimewastersForAdmin(actor, state);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Timewasters</h1>
      <AdminTimewasters {...page} state={state} sortable={ADMIN_TIMEWASTER_SORTS} />
    </div>
  );
}
