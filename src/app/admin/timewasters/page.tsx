import type { Metadata } from 'next';
import { AdminTimewasters } from '@/features/timewasters/components/admin-timewasters';
import { timewasterAdminActor } from '@/features/timewasters/page-access';
import { listTimewasterComments, listTimewastersForAdmin } from '@/features/timewasters/queries';
import { entryVersions } from '@/features/timewasters/merge';

export const metadata: Metadata = { title: 'Timewasters admin', robots: { index: false, follow: false } };

export default async function AdminTimewastersPage() {
  const actor = await timewasterAdminActor();
  const [timewasters, comments] = await Promise.all([listTimewastersForAdmin(actor), listTimewasterComments(actor)]);
  const versions = await entryVersions(
    actor,
    timewasters.map((t) => t.id),
  );
  const rows = timewasters.map((t) => ({
    id: t.id,
    name: t.name,
    clientType: t.clientType,
    city: t.city,
    country: t.country,
    reporter: t.username,
    approved: t.approved,
    createdAt: t.createdAt,
    expiresAt: t.expiresAt,
    expired: t.expired,
    version: versions.get(t.id) ?? 1,
  }));
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Timewasters</h1>
      <AdminTimewasters rows={rows} comments={comments} />
    </div>
  );
}
