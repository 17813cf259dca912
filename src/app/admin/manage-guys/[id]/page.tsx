import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { ManagedGuy } from '@/features/admin-management/components/managed-guy';
import { getManagedGuy } from '@/features/admin-management/guys-queries';
import { adminPageActor } from '@/features/moderation/page-access';
import { parseRecordId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'Manage guy', robots: { index: false, follow: false } };

export default async function ManagedGuyPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const actor = await adminPageActor(`/admin/manage-guys/${encodeURIComponent(raw)}`);
  if (!actor) return <ForbiddenView />;
  const id = parseRecordId(raw);
  const guy = id === null ? null : await getManagedGuy(actor, id);
  if (!guy) notFound();
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={guy.username}>
        <Link className="underline" href="/admin/manage-guys">
          Back to Manage guys
        </Link>
      </AdminPageHeader>
      <ManagedGuy guy={guy} />
    </div>
  );
}
