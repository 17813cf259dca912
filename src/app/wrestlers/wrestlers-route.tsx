import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/share-metadata';
import { WrestlersPageWithLoading, wrestlersTitle } from '@/features/girls/components/wrestlers-page';
import { listWrestlersCached, type WrestlerRegion } from '@/features/girls/wrestlers';

// The wrestlers pages are cached (docs/decisions/022-cached-public-pages.md): one entry per region
// and page, tagged 'girls' (every profile, approval and visibility write drops it). Page n lives at
// /wrestlers[/type/{type}]/page/{n}, because a page that reads searchParams cannot be cached; its
// links and canonical URL name that path. The older `?page=n` still works: next.config.ts rewrites
// it there. Links must not use it: the client router's prefetch of a static route leaves the query
// out, so a `?page=2` link could show page 1's prefetched content under the page-2 URL.

const DESCRIPTIONS = {
  all: 'Browse session wrestlers, grapplers and fighters on Matside: pictures, cities and profiles.',
  us: 'Session wrestlers based in the United States, on Matside.',
  international: 'Session wrestlers based outside the United States, on Matside.',
} as const;

export function wrestlersMetadata(region: WrestlerRegion | undefined, page: number): Metadata {
  const base = region ? `/wrestlers/type/${region}` : '/wrestlers';
  const title = region ? wrestlersTitle(region) : 'Wrestlers';
  return pageMetadata({
    title: page > 1 ? `${title} – page ${page}` : title,
    description: DESCRIPTIONS[region ?? 'all'],
    path: page > 1 ? `${base}/page/${page}` : base,
  });
}

export function WrestlersRoute({ region, page }: { region: WrestlerRegion | undefined; page: number }) {
  return <WrestlersPageWithLoading region={region} data={listWrestlersCached(region, page)} />;
}
