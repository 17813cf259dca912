import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { SessionGirlReportForm } from '@/features/session-girl-reports/components/session-girl-report-form';
import { signedInPageActor } from '@/features/accounts/page-access';
import { can } from '@/server/auth/permissions';
import { isEnabled } from '@/server/flags';
import { ReportFormOrSuspension } from '@/features/reporting/components/report-suspended-notice';

export const metadata: Metadata = { title: 'Report Girl', robots: { index: false } };

type Props = { searchParams: Promise<{ username?: string | string[] }> };

// /report_a_sessiongirl – a guy reports a session girl (flag guy-report-girl); ?username= fills her in.
export default async function ReportSessionGirlPage({ searchParams }: Props) {
  if (!isEnabled('guy-report-girl')) notFound();
  const actor = await signedInPageActor('/report_a_sessiongirl');
  const { username } = await searchParams;
  const prefill = typeof username === 'string' ? username.slice(0, 100) : '';
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Report Girl</h1>
        <p className="text-sm text-muted-foreground">
          Tell the moderators about a session girl: a scam, a no-show, a fake profile or anything unsafe. Only
          moderators read reports.
        </p>
      </div>
      {can(actor, 'session-girl:report') && actor.guyId ? (
        <ReportFormOrSuspension actor={actor}>
          <SessionGirlReportForm username={prefill} />
        </ReportFormOrSuspension>
      ) : (
        <ForbiddenView />
      )}
    </div>
  );
}
