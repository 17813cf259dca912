import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { adminRecord } from '@/features/admin-management/components/admin-record';
import { getManagedGirl } from '@/features/admin-management/girls-queries';
import { ModeratorNotes } from '@/features/moderator-notes/components/moderator-notes';
import { listGirlNotes } from '@/features/moderator-notes/queries';
import { isEnabled } from '@/server/flags';

export const metadata: Metadata = { title: 'Moderator comments', robots: { index: false, follow: false } };

/** A girl's moderator comments (features/moderator-notes), reached from /admin/manage-girls. */
export default async function ManagedGirlPage({ params }: { params: Promise<{ id: string }> }) {
  const found = await adminRecord('/admin/manage-girls', params, getManagedGirl);
  if (!found) return <ForbiddenView />;
  const { actor, record: girl } = found;
  const name = girl.stageName ?? girl.username ?? `Girl #${girl.id}`;
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={`Moderator comments: ${name}`}>
        <span className="flex flex-wrap gap-x-4">
          <Link className="underline" href={`/admin/manage-girls?q=${girl.id}`}>
            Back to Manage girls
          </Link>
          {isEnabled('girl-post-on-timeline-or-profile') ? (
            // Her post page, where a moderator edits or deletes any of her posts.
            <Link className="underline" href={`/profile-2/${girl.id}`}>
              Her posts
            </Link>
          ) : null}
        </span>
      </AdminPageHeader>
      <ModeratorNotes girlId={girl.id} notes={await listGirlNotes(actor, girl.id)} />
    </div>
  );
}
