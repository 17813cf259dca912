import type { Metadata } from 'next';
import { TimewasterForm } from '@/features/timewasters/components/timewaster-form';
import { TimewasterShell } from '@/features/timewasters/components/timewaster-tabs';
import { timewasterPageActor } from '@/features/timewasters/page-access';

export const metadata: Metadata = { title: 'Report Timewaster', robots: { index: false, follow: false } };

export default async function ReportTimewasterPage() {
  await timewasterPageActor();
  return (
    <TimewasterShell active="report">
      <TimewasterForm doneHref="/girl/my-timewasters" />
    </TimewasterShell>
  );
}
