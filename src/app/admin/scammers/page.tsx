import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { adminPageActor } from '@/features/moderation/page-access';
import { AdminScammers } from '@/features/scammers/components/admin-scammers';
import { listScammersForAdmin } from '@/features/scammers/queries';

export const metadata: Metadata = { title: 'Scammers admin', robots: { index: false, follow: false } };

export default async function AdminScammersPage() {
  const actor = await adminPageActor('/admin/scammers');
  if (!actor) return <ForbiddenView />;
  const rows = await listScammersForAdmin(actor);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Scammers</h1>
      <AdminScammers rows={rows} />
    </div>
  );
}
