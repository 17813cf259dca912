import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { commentsEnabled } from '@/features/comments/service';
import { HomePage } from '@/features/home/components/home-page';
import { HomeSection } from '@/features/home/components/home-section';
import { listFeaturedGirlsCached } from '@/features/girls/queries';
import { listLatestNewsCached } from '@/features/news/queries';
import type { PollCardProps } from '@/features/polls/components/poll-card';
import { getCurrentPoll, voterOf } from '@/features/polls/queries';
import { getActor } from '@/server/auth/actor';
import { can } from '@/server/auth/permissions';
import { isEnabled } from '@/server/flags';

export const metadata: Metadata = {
  title: { absolute: 'Matside · Session wrestlers directory and safety community' },
};

export default async function Home() {
  // Read the database per request, never at build time (environment notes: one PGlite owner).
  await connection();
  // Spec section 6: the featured-girls flag (off in every environment by default) shows the section.
  const showFeatured = isEnabled('featured-girls');
  const actor = await getActor();
  const [news, featuredGirls, currentPoll] = await Promise.all([
    listLatestNewsCached(),
    showFeatured ? listFeaturedGirlsCached() : Promise.resolve(null),
    getCurrentPoll(actor),
  ]);
  // Guys and girls vote; a visitor is asked to sign in; anyone else (a moderator only) sees the results.
  const poll: PollCardProps | null = currentPoll
    ? {
        poll: currentPoll,
        mode: actor.kind === 'visitor' ? 'sign-in' : can(actor, 'poll:vote') && voterOf(actor) ? 'vote' : 'results',
      }
    : null;
  // Spec section 6: the comments widget on the home page is behind hyvor-comments-on-homepage.
  const comments = commentsEnabled('home') ? (
    <HomeSection id="home-comments" title="Comments">
      <CommentsSection thread="home" subjectId={null} returnTo="/" />
    </HomeSection>
  ) : null;
  return <HomePage news={news} featuredGirls={featuredGirls} poll={poll} comments={comments} />;
}
