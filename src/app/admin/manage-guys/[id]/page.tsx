import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { adminRecord } from '@/features/admin-management/components/admin-record';
import { ManagedGuy } from '@/features/admin-management/components/managed-guy';
import { getManagedGuy } from '@/features/admin-management/guys-queries';

export const metadata: Metadata = { title: 'Manage guy', robots: { index: false, follow: false } };

export default async function ManagedGuyPage({ params }: { params: Promise<{ id: string }> }) {
  const found = await adminRecord('/admin/manage-guys', params, getManagedGuy);
  if (!found) return <ForbiddenView />;
  const { record: guy } = found;
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
