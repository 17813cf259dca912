import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { isEnabled } from '@/server/flags';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { getDashboard } from '@/features/dashboard/queries';
import { getActor } from '@/server/auth/actor';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

// Per-user page: reading the session makes it dynamic (Cache-Control: private, no-store).
export default async function DashboardPage() {
  const actor = await getActor();
  // Spec §2: a visitor is sent to /404. Checked here, on the server, not only in a proxy.
  if (actor.kind === 'visitor') redirect('/404');
  const data = await getDashboard(actor);
  return (
    <DashboardView
      data={data}
      reportGirlEnabled={isEnabled('guy-report-girl')}
      postEnabled={isEnabled('girl-post-on-timeline-or-profile')}
      referencesEnabled={isEnabled('guy-unverified-references')}
    />
  );
}
