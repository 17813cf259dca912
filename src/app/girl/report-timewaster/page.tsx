import type { Metadata } from 'next';
import { TimewasterForm } from '@/features/timewasters/components/timewaster-form';
import { AwaitingApprovalPage } from '@/features/timewasters/components/awaiting-approval';
import { TimewasterShell } from '@/features/timewasters/components/timewaster-tabs';
import { timewasterPageActor } from '@/features/timewasters/page-access';
import { ReportFormOrSuspension } from '@/features/reporting/components/report-suspended-notice';

export const metadata: Metadata = { title: 'Report Timewaster', robots: { index: false, follow: false } };

export default async function ReportTimewasterPage() {
  const actor = await timewasterPageActor();
  if (!actor) return <AwaitingApprovalPage active="report" />;
  return (
    <TimewasterShell active="report">
      <ReportFormOrSuspension actor={actor}>
        <TimewasterForm doneHref="/girl/my-timewasters" />
      </ReportFormOrSuspension>
    </TimewasterShell>
  );
}
