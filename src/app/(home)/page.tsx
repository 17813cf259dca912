import type { Metadata } from 'next';
import { connection } from 'next/server';
import { HomePage } from '@/features/home/components/home-page';
import { listFeaturedGirlsCached } from '@/features/girls/queries';
import { listLatestNewsCached } from '@/features/news/queries';
import { isEnabled } from '@/server/flags';

export const metadata: Metadata = {
  title: { absolute: 'Matside · Session wrestlers directory and safety community' },
};

export default async function Home() {
  // Read the database per request, never at build time (environment notes: one PGlite owner).
  await connection();
  // Spec section 6: the featured-girls flag (off in every environment by default) shows the section.
  const showFeatured = isEnabled('featured-girls');
  const [news, featuredGirls] = await Promise.all([
    listLatestNewsCached(),
    showFeatured ? listFeaturedGirlsCached() : Promise.resolve(null),
  ]);
  return <HomePage news={news} featuredGirls={featuredGirls} />;
}
