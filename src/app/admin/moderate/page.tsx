import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { LazyAppealsSection } from '@/features/moderation/components/lazy-appeals-section';
import { ModerationQueue } from '@/features/moderation/components/moderation-queue';
import { adminPageActor } from '@/features/accounts/page-access';
import { moderationPage } from '@/features/moderation/queries';
import { parseQueueFilters } from '@/features/moderation/queue-filters';
import { parseQueuePages } from '@/features/moderation/queue-pages';

export const metadata: Metadata = { title: 'Moderation queue', robots: { index: false, follow: false } };

export default async function ModeratePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await adminPageActor('/admin/moderate');
  if (!actor) return <ForbiddenView />;
  const query = await searchParams;
  const pages = parseQueuePages(query);
  const filters = parseQueueFilters(query);
  // Two statements: the counts (they say which sections open, open-sections.ts), then those sections.
  const { queue, counts, open, appeals, claims } = await moderationPage(actor, pages, filters);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Moderation queue</h1>
      {/* Only with appeals: their chunks (zod, the form library) load in the browser only then. */}
      {appeals.appeals.length ? <LazyAppealsSection appeals={appeals.appeals} total={appeals.total} /> : null}
      <ModerationQueue initial={queue} counts={counts} open={open} claims={claims} pages={pages} filters={filters} />
    </div>
  );
}
