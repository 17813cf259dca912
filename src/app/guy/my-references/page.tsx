import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { SectionCard } from '@/components/ui/section-card';
import { MyReferencesList } from '@/features/references/components/my-references-list';
import { ReferenceForm } from '@/features/references/components/reference-form';
import { listMyReferences } from '@/features/references/queries';
import { signedInPageActor } from '@/features/accounts/page-access';
import { can } from '@/server/auth/permissions';
import { isEnabled } from '@/server/flags';
import { ReportFormOrSuspension } from '@/features/reporting/components/report-suspended-notice';

export const metadata: Metadata = { title: 'My References', robots: { index: false } };

// /guy/my-references – his unverified references and the form to add one (flag guy-unverified-references).
export default async function MyReferencesPage() {
  if (!isEnabled('guy-unverified-references')) notFound();
  const actor = await signedInPageActor('/guy/my-references');
  if (!can(actor, 'reference:write:own') || !actor.guyId) return <ForbiddenView />;
  const references = await listMyReferences(actor);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">My References</h1>
        <p className="text-sm text-muted-foreground">
          Name the girls you had a session with. When she is on Matside we ask her to confirm it; confirmed references
          show on your client profile for signed-in members.
        </p>
      </div>
      <SectionCard id="add-reference" title="Add a reference">
        <ReportFormOrSuspension actor={actor}>
          <ReferenceForm guyId={actor.guyId} />
        </ReportFormOrSuspension>
      </SectionCard>
      <SectionCard id="my-references" title="Your references">
        <MyReferencesList references={references} />
      </SectionCard>
    </div>
  );
}
