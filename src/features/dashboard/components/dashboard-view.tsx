import type { ReactNode } from 'react';
import type { AppealableDecision } from '@/features/appeals/dto';
import { Container } from '@/components/layout/container';
import { Alert } from '@/components/ui/alert';
import { ReferenceRequestsCard } from '@/features/references/components/reference-requests-card';
import { dashboardMenu } from '../menu';
import type { DashboardData } from '../types';
import { DashboardMenu } from './dashboard-menu';
import { GirlProfileCard } from './girl-profile-card';
import { GuySummaryCard } from './guy-summary-card';
import { TwoFactorCard } from './two-factor-card';

/** The profile landing page: role menu on one side, profile and security cards on the other. */
export function DashboardView({
  data,
  reportGirlEnabled,
  postEnabled = false,
  referencesEnabled = false,
  notices,
  profileAppeal = null,
}: {
  data: DashboardData;
  reportGirlEnabled: boolean;
  /** girl-post-on-timeline-or-profile: the girl's Post link. */
  postEnabled?: boolean;
  /** guy-unverified-references: the guy's My References link and the girl's reference requests. */
  referencesEnabled?: boolean;
  /** The moderators' decisions about her or him and her or his reports (decision 037). */
  notices?: ReactNode;
  /** Her rejected profile's decision while she may appeal it (profile-story.ts). */
  profileAppeal?: AppealableDecision | null;
}) {
  const links = dashboardMenu(data, reportGirlEnabled, { post: postEnabled, references: referencesEnabled });
  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
        <p className="text-muted-foreground">Welcome back, {data.username}.</p>
      </div>
      {data.girl === null && data.kind === 'girl' ? (
        <Alert severity="warning" description="Your profile could not be found. Please contact us." />
      ) : null}
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6 md:order-2">
          {referencesEnabled && data.referenceRequests.length > 0 ? (
            <ReferenceRequestsCard requests={data.referenceRequests} />
          ) : null}
          {notices}
          {data.girl ? <GirlProfileCard girl={data.girl} username={data.username} appeal={profileAppeal} /> : null}
          {data.guy ? <GuySummaryCard summary={data.guy} /> : null}
          <TwoFactorCard
            enabled={data.twoFactorEnabled}
            recommended={data.twoFactorRecommended}
            awaitingApproval={data.girl !== null && data.girl.approval !== 'approved'}
          />
        </div>
        <div className="md:order-1">{links.length > 0 ? <DashboardMenu links={links} /> : null}</div>
      </div>
    </Container>
  );
}
