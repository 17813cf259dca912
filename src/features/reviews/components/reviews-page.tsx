import { Link } from '@/components/ui/link';
import { MessageSquareText, UserRound } from 'lucide-react';
import { Container } from '@/components/layout/container';
import { EmptyState } from '@/components/ui/empty-state';
import { DirectoryGrid, DirectoryHeader } from '@/features/girls/components/directory-grid';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { CARD_GRID_SIZES } from '@/components/media/card-grid-sizes';
import { girlLocation } from '@/features/girls/components/girl-card';
import { toPictureData } from '@/lib/media';
import type { ReviewGirl } from '../types';
import { ForumReviewList } from './forum-review-list';
import { CardLocation } from '@/components/ui/card-location';

export function reviewHref(stageName: string): string {
  return `/review/${encodeURIComponent(stageName)}`;
}

function ReviewCard({ girl, priority }: { girl: ReviewGirl; priority: boolean }) {
  const location = girlLocation(girl);
  const picture = girl.picture ?? toPictureData(girl.pictureUrl, null, { fallbackSize: { width: 400, height: 500 } });
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-card border border-border bg-surface shadow-xs">
      <Link
        href={reviewHref(girl.stageName)}
        className="group relative block aspect-[4/5] overflow-hidden bg-surface-muted"
        tabIndex={-1}
        aria-hidden="true"
      >
        {picture ? (
          <ResponsiveImage
            picture={picture}
            alt=""
            sizes={CARD_GRID_SIZES}
            priority={priority}
            className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted-foreground">
            <UserRound className="size-12 opacity-50" />
            <span className="text-sm">Profile has no picture.</span>
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3.5">
        <h2 className="truncate text-base font-semibold">
          <Link href={reviewHref(girl.stageName)} className="hover:text-accent-strong">
            {girl.stageName}
          </Link>
        </h2>
        <CardLocation location={location} />
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {girl.forumReviews.length} {girl.forumReviews.length === 1 ? 'review' : 'reviews'}
        </p>
        <ForumReviewList reviews={girl.forumReviews} limit={2} />
      </div>
    </article>
  );
}

export function ReviewsPage({ girls }: { girls: readonly ReviewGirl[] }) {
  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <DirectoryHeader title="Reviews" count={`${girls.length} ${girls.length === 1 ? 'girl' : 'girls'}`}>
        Session girls reviewed on the forums, with links to the original threads.
      </DirectoryHeader>
      {girls.length === 0 ? (
        <EmptyState icon={MessageSquareText} title="No Results Found" description="No reviews yet." />
      ) : (
        <DirectoryGrid label="Reviewed girls">
          {girls.map((girl, i) => (
            <li key={girl.id} className="flex">
              <ReviewCard girl={girl} priority={i === 0} />
            </li>
          ))}
        </DirectoryGrid>
      )}
    </Container>
  );
}
