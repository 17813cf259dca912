import type { ReactNode } from 'react';
import { AdminNav } from '@/features/moderation/components/admin-nav';
import { getActor } from '@/server/auth/actor';
import { can } from '@/server/auth/permissions';
import { WithViewerTimeZone } from '@/components/with-viewer-time-zone';

/** Anyone but a moderator gets the page alone: the navigation never tells what the admin area holds. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const actor = await getActor();
  if (!can(actor, 'admin:access')) return <WithViewerTimeZone>{children}</WithViewerTimeZone>;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:py-8 lg:flex-row lg:gap-8">
      <AdminNav />
      <div className="min-w-0 flex-1">
        <WithViewerTimeZone>{children}</WithViewerTimeZone>
      </div>
    </div>
  );
}
