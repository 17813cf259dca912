import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { LogIn } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { ScammerReportForm } from '@/features/scammers/components/scammer-report-form';
import { getActor } from '@/server/auth/actor';
import { can } from '@/server/auth/permissions';
import { ReportFormOrSuspension } from '@/features/reporting/components/report-suspended-notice';

export const metadata: Metadata = {
  title: 'Report a scammer',
  robots: { index: false },
};

export default async function ReportScammer() {
  // Depends on the session: dynamic, never shared. POST /api/v1/scammers checks the permission again.
  const actor = await getActor();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Report a scammer</h1>
        <p className="text-muted-foreground">
          Tell us who took your money or faked a profile. A moderator checks every report before it appears on the
          scammers list.
        </p>
      </div>
      {can(actor, 'scammer:report') ? (
        <ReportFormOrSuspension actor={actor}>
          <ScammerReportForm />
        </ReportFormOrSuspension>
      ) : (
        <Alert severity="warning" title="Please login">
          <p>You need to be logged in to report a scammer.</p>
          <Link href="/login?next=/scammers/report" className={buttonVariants({ size: 'sm', className: 'mt-3' })}>
            <LogIn aria-hidden="true" />
            Login
          </Link>
        </Alert>
      )}
    </div>
  );
}
