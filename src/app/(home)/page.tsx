import type { Metadata } from 'next';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { commentsEnabled } from '@/features/comments/service';
import { HomePage } from '@/features/home/components/home-page';
import { HomeSection } from '@/features/home/components/home-section';
import { listFeaturedGirlsCached } from '@/features/girls/queries';
import { listLatestNewsCached } from '@/features/news/queries';
import { getCurrentPollCached } from '@/features/polls/queries';
import { JsonLd, websiteJsonLd } from '@/features/seo/json-ld';
import { pageMetadata, SITE_DESCRIPTION, SITE_NAME } from '@/features/seo/share-metadata';
import { isBuildShell } from '@/server/build-phase';
import { isEnabled } from '@/server/flags';

const HOME_TITLE = 'Matside · Session wrestlers directory and safety community';

export const metadata: Metadata = {
  ...pageMetadata({ title: SITE_NAME, description: SITE_DESCRIPTION, path: '/' }),
  title: { absolute: HOME_TITLE },
};

// Cached and the same for everyone (decision 022): tagged reads the writes drop; islands for the rest.
export const revalidate = 300;

export default async function Home() {
  if (await isBuildShell()) return null;
  // Spec section 6: the featured-girls flag (off in every environment by default) shows the section.
  const showFeatured = isEnabled('featured-girls');
  const [news, featuredGirls, poll] = await Promise.all([
    listLatestNewsCached(),
    showFeatured ? listFeaturedGirlsCached() : Promise.resolve(null),
    getCurrentPollCached(),
  ]);
  // Spec section 6: the comments widget on the home page is behind hyvor-comments-on-homepage.
  const comments = commentsEnabled('home') ? (
    <HomeSection id="home-comments" title="Comments">
      <CommentsSection thread="home" subjectId={null} returnTo="/" />
    </HomeSection>
  ) : null;
  return (
    <>
      <JsonLd data={websiteJsonLd()} />
      <HomePage news={news} featuredGirls={featuredGirls} poll={poll} comments={comments} />
    </>
  );
}
