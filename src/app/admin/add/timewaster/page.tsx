import type { Metadata } from 'next';
import { TimewasterForm } from '@/features/timewasters/components/timewaster-form';
import { timewasterAdminActor } from '@/features/timewasters/page-access';

export const metadata: Metadata = { title: 'Add Timewaster', robots: { index: false, follow: false } };

export default async function AdminAddTimewasterPage() {
  await timewasterAdminActor();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Add Timewaster</h1>
      <TimewasterForm canApprove defaultValues={{ approved: true }} doneHref="/admin/timewasters" />
    </div>
  );
}
