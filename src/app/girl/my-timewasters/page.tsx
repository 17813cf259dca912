import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { EmptyState } from '@/components/ui/empty-state';
import { toCardData } from '@/features/timewasters/card-data';
import { TimewasterCard } from '@/features/timewasters/components/timewaster-card';
import { AwaitingApprovalPage } from '@/features/timewasters/components/awaiting-approval';
import { TimewasterShell } from '@/features/timewasters/components/timewaster-tabs';
import { timewasterPageActor } from '@/features/timewasters/page-access';
import { listMyTimewasters } from '@/features/timewasters/queries';

export const metadata: Metadata = { title: 'My Timewasters', robots: { index: false, follow: false } };

export default async function MyTimewastersPage() {
  const actor = await timewasterPageActor();
  if (!actor) return <AwaitingApprovalPage active="own" />;
  const items = await listMyTimewasters(actor);
  return (
    <TimewasterShell active="own">
      {items.length === 0 ? (
        <EmptyState
          title="No Results Found"
          description="Reports you make appear here."
          action={
            <Link href="/girl/report-timewaster" className="text-accent-strong underline">
              Report Timewaster
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((t) => (
            <li key={t.id}>
              <TimewasterCard timewaster={toCardData(t)} canVote editHref={`/girl/timewaster/edit/${t.id}`} />
            </li>
          ))}
        </ul>
      )}
    </TimewasterShell>
  );
}
