import type { Metadata } from 'next';
import { isEnabled } from '@/server/flags';
import { AppealsCard } from '@/features/appeals/components/appeals-card';
import { listOwnAppeals } from '@/features/appeals/queries';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { DecisionNoticesCard } from '@/features/dashboard/components/decision-notices-card';
import { listDashboardNotices } from '@/features/dashboard/notices-queries';
import { profileStory } from '@/features/dashboard/profile-story';
import { getDashboard } from '@/features/dashboard/queries';
import { signedInPageActor } from '@/features/accounts/page-access';
import { SafetyCard } from '@/features/check-ins/components/safety-card';
import { SafetyAlertsCard } from '@/features/safety-alerts/components/safety-alerts-card';
import { dashboardSafetyAlerts } from '@/features/safety-alerts/queries';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

// Per-user page: reading the session makes it dynamic (Cache-Control: private, no-store).
export default async function DashboardPage() {
  const actor = await signedInPageActor('/dashboard');
  // Her account's read says which lists have something; only those are read (none on most days).
  const { has, ...data } = await getDashboard(actor);
  const [{ notices, appealable }, appeals, safetyAlerts] = await Promise.all([
    listDashboardNotices(actor, has.notices),
    has.appeals ? listOwnAppeals(actor) : [],
    dashboardSafetyAlerts(actor, data.girl?.safetyAlerts === true),
  ]);
  const story = profileStory(data.girl, notices, appealable);
  return (
    <DashboardView
      data={data}
      profileAppeal={story.profileAppeal}
      reportGirlEnabled={isEnabled('guy-report-girl')}
      postEnabled={isEnabled('girl-post-on-timeline-or-profile')}
      referencesEnabled={isEnabled('guy-unverified-references')}
      notices={
        <>
          <SafetyCard actor={actor} running={has.checkIn} />
          <SafetyAlertsCard alerts={safetyAlerts} />
          <DecisionNoticesCard notices={story.notices} />
          <AppealsCard appealable={story.appealable} appeals={appeals} />
        </>
      }
    />
  );
}
