import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { adminPageActor } from '@/features/moderation/page-access';
import { ProblemGirlAdmin } from '@/features/problem-girls/components/problem-girl-admin';
import { ProblemGirlDetail } from '@/features/problem-girls/components/problem-girl-detail';
import { getProblemGirlForModerators } from '@/features/problem-girls/queries';
import { parseRecordId } from '@/lib/route-params';
import { isEnabled } from '@/server/flags';

// /admin/problem-girls/{id}: the moderators' view of any problem girl (a crawled one waiting in the
// queue included), read per request, with 'Open Edit Form', the reported URLs and Delete. The public
// /problem-girl/{id} is cached and the same for everyone (decision 022); it links here for moderators.

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
