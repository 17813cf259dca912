import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { adminRecord } from '@/features/admin-management/components/admin-record';
import { ProblemGirlAdmin } from '@/features/problem-girls/components/problem-girl-admin';
import { ProblemGirlDetail } from '@/features/problem-girls/components/problem-girl-detail';
import { getProblemGirlForModerators } from '@/features/problem-girls/queries';
import { isEnabled } from '@/server/flags';

// The moderators' per-request view of any problem girl; the public page is cached (decision 022).

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Problem girl', robots: { index: false, follow: false } };

export default async function AdminProblemGirlPage({ params }: Props) {
  const found = await adminRecord('/admin/problem-girls', params, async (actor, id) =>
    isEnabled('problem-girls') ? getProblemGirlForModerators(actor, id) : null,
  );
  if (!found) return <ForbiddenView />;
  const { record: girl } = found;
  return (
    <div className="flex flex-col">
      <ProblemGirlDetail girl={girl} />
      <ProblemGirlAdmin girl={girl} />
    </div>
  );
}
