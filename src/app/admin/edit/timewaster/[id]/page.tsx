import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TimewasterForm } from '@/features/timewasters/components/timewaster-form';
import { toFormValues } from '@/features/timewasters/form-values';
import { routeId, timewasterAdminActor } from '@/features/timewasters/page-access';
import { getTimewaster } from '@/features/timewasters/queries';
import { isAppError } from '@/server/http/app-error';

export const metadata: Metadata = { title: 'Edit Timewaster', robots: { index: false, follow: false } };

export default async function AdminEditTimewasterPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await timewasterAdminActor();
  const id = routeId((await params).id);
  const timewaster = await getTimewaster(actor, id).catch((error: unknown) => {
    if (isAppError(error) && error.status === 404) notFound();
    throw error;
  });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Edit Timewaster {id}</h1>
      <TimewasterForm
        id={id}
        defaultValues={toFormValues(timewaster)}
        photos={timewaster.photoUrls}
        canApprove
        doneHref="/admin/timewasters"
      />
    </div>
  );
}
