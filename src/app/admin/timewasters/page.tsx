import type { Metadata } from 'next';
import { AdminTimewasters } from '@/features/timewasters/components/admin-timewasters';
import { timewasterAdminActor } from '@/features/timewasters/page-access';
import { listTimewasterComments, listTimewastersForAdmin } from '@/features/timewasters/queries';

export const metadata: Metadata = { title: 'Timewasters admin', robots: { index: false, follow: false } };

export default async function AdminTimewastersPage() {
  const actor = await timewasterAdminActor();
  const [rows, comments] = await Promise.all([listTimewastersForAdmin(actor), listTimewasterComments(actor)]);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Timewasters</h1>
      <AdminTimewasters rows={rows} comments={comments} />
    </div>
  );
}
