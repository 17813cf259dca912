import type { Metadata } from 'next';
import { TimewasterSearch } from '@/features/timewasters/components/timewaster-search';
import { AwaitingApprovalPage } from '@/features/timewasters/components/awaiting-approval';
import { TimewasterShell } from '@/features/timewasters/components/timewaster-tabs';
import { timewasterPageActor } from '@/features/timewasters/page-access';
import { searchTimewasters } from '@/features/timewasters/queries';
import { SearchParamsSchema } from '@/features/timewasters/schema';

export const metadata: Metadata = { title: 'Timewasters', robots: { index: false, follow: false } };

export default async function SearchTimewastersPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[]; page?: string | string[] }>;
}) {
  const actor = await timewasterPageActor();
  if (!actor) return <AwaitingApprovalPage active="search" />;
  const { q, page } = await searchParams;
  const text = typeof q === 'string' ? q.trim().slice(0, 200) : '';
  const result = await searchTimewasters(
    actor,
    SearchParamsSchema.parse({ q: text, page: typeof page === 'string' ? page : undefined }),
  );
  return (
    <TimewasterShell active="search">
      <TimewasterSearch
        q={text}
        result={result}
        canVote={actor.girlId !== undefined}
        ownEditBase="/girl/timewaster/edit/"
      />
    </TimewasterShell>
  );
}
