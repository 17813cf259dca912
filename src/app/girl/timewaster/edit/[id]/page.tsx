import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TimewasterForm } from '@/features/timewasters/components/timewaster-form';
import { AwaitingApprovalPage } from '@/features/timewasters/components/awaiting-approval';
import { TimewasterShell } from '@/features/timewasters/components/timewaster-tabs';
import { isTimewasterModerator } from '@/features/timewasters/access';
import { routeId, timewasterPageActor } from '@/features/timewasters/page-access';
import { getTimewaster } from '@/features/timewasters/queries';
import { toFormValues } from '@/features/timewasters/form-values';
import { isAppError } from '@/server/http/app-error';

export const metadata: Metadata = { title: 'Edit Timewaster', robots: { index: false, follow: false } };

export default async function EditTimewasterPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await timewasterPageActor();
  if (!actor) return <AwaitingApprovalPage active="own" />;
  const id = routeId((await params).id);
  const timewaster = await getTimewaster(actor, id).catch((error: unknown) => {
    if (isAppError(error) && error.status === 404) notFound();
    throw error;
  });
  // Own reports only (moderators any): someone else's is the same 404 as a missing one.
  if (!timewaster.isOwn && !isTimewasterModerator(actor)) notFound();
  return (
    <TimewasterShell active="own">
      <TimewasterForm
        id={id}
        defaultValues={toFormValues(timewaster)}
        photos={timewaster.photoUrls}
        canApprove={isTimewasterModerator(actor)}
        doneHref="/girl/my-timewasters"
      />
    </TimewasterShell>
  );
}
