import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { adminPageActor } from '@/features/moderation/page-access';
import { ProblemGirlAdmin } from '@/features/problem-girls/components/problem-girl-admin';
import { ProblemGirlDetail } from '@/features/problem-girls/components/problem-girl-detail';
import { getProblemGirlForModerators } from '@/features/problem-girls/queries';
import { parseRecordId } from '@/lib/route-params';
import { isEnabled } from '@/server/flags';

// The moderators' per-request view of any problem girl; the public page is cached (decision 022).

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Problem girl', robots: { index: false, follow: false } };

export default async function AdminProblemGirlPage({ params }: Props) {
  const { id } = await params;
  const actor = await adminPageActor(`/admin/problem-girls/${encodeURIComponent(id)}`);
  if (!actor) return <ForbiddenView />;
  const problemGirlId = parseRecordId(id);
  const girl =
    isEnabled('problem-girls') && problemGirlId !== null
      ? await getProblemGirlForModerators(actor, problemGirlId)
      : null;
  if (!girl) notFound();
  return (
    <div className="flex flex-col">
      <ProblemGirlDetail girl={girl} />
      <ProblemGirlAdmin girl={girl} />
    </div>
  );
}
