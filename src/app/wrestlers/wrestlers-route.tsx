import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/features/seo/share-metadata';
import { WrestlersPage, wrestlersPageHref, wrestlersTitle } from '@/features/girls/components/wrestlers-page';
import { listWrestlersCached, wrestlerPageCountCached, type WrestlerRegion } from '@/features/girls/wrestlers';
import type { ListLastPage } from '@/components/layout/past-the-end-not-found';

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

/** Each list's last real page, for the 404 of a page past its end. */
export async function wrestlersLastPages(regions: ReadonlyArray<WrestlerRegion | undefined>): Promise<ListLastPage[]> {
  return Promise.all(
    regions.map(async (region) => {
      const lastPage = await wrestlerPageCountCached(region);
      return { base: wrestlersPageHref(region, 1), lastPage, href: wrestlersPageHref(region, lastPage) };
    }),
  );
}

export function wrestlersMetadata(region: WrestlerRegion | undefined, page: number): Metadata {
  const title = region ? wrestlersTitle(region) : 'Wrestlers';
  return pageMetadata({
    title: page > 1 ? `${title} – page ${page}` : title,
    description: DESCRIPTIONS[region ?? 'all'],
    path: wrestlersPageHref(region, page),
  });
}

/**
 * A page that does not exist (not a page number, or past the last page) is a 404 before anything
 * renders, and a 404 is not cached (server/cache-handler.mjs): the cached paths are the real pages.
 * The page count is one small cached read per region.
 *
 * No Suspense boundary around the grid: the page is served whole from the cache, and React 19.2
 * sends a large boundary's content as a hidden segment that its inline script reveals on a later
 * animation frame, throttled to 300 ms: the cards (the LCP picture among them) waited for that
 * reveal, and hydration could render the boundary a second time in the meantime
 * (react/react#37014). Inline, LCP came 430 ms sooner (decision 038). A client navigation keeps
 * the page it leaves until this one's cached payload arrives.
 */
export async function WrestlersRoute({ region, page }: { region: WrestlerRegion | undefined; page: number | null }) {
  if (page === null) notFound();
  if (page > 1 && page > (await wrestlerPageCountCached(region))) notFound();
  return <WrestlersPage region={region} data={await listWrestlersCached(region, page)} />;
}
