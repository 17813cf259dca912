import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Container } from '@/components/layout/container';
import { GirlProfileComments } from '@/features/comments/components/comments-card';
import { commentsEnabled } from '@/features/comments/service';
import { galleryPath } from '@/features/girls/components/gallery';
import { PublicProfile } from '@/features/girls/components/public-profile';
import { profileHref } from '@/features/girls/profile-href';
import { getPublicProfileCached } from '@/features/girls/profile-queries';
import { reviewHref } from '@/features/reviews/components/reviews-page';
import { GirlReviewsSection } from '@/features/reviews/components/girl-reviews-section';
import { getGirlReviewsCached } from '@/features/reviews/queries';
import { GirlNotesIsland } from '@/features/moderator-notes/components/girl-notes-island';
import { travelCalendarPath } from '@/features/travels/ical';
import { ProfileActionsIsland } from '@/features/profile-actions/components/profile-actions-island';
import { segmentValue } from '@/lib/route-params';
import { isEnabled } from '@/server/flags';
import { JsonLd, profileJsonLd } from '@/features/seo/json-ld';
import { profileShareImage } from '@/features/seo/profile-share-image';
import { pageMetadata } from '@/features/seo/share-metadata';

// /profile/{stageName}, matched case-insensitively; only a visible Matside girl. Cached and the same
// HTML for everyone (decision 022); everything per-viewer is a client island.

type Props = { params: Promise<{ stageName: string }> };

// The profile's data is cached for an hour (travels move from upcoming to past without a write).
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ stageName: string }> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const profile = await getPublicProfileCached(segmentValue((await params).stageName));
  if (!profile) return { title: 'User not found.', robots: { index: false } };
  const description = (profile.headline ?? profile.about ?? `${profile.stageName} on Matside`).slice(0, 200);
  const page = {
    title: profile.stageName,
    description,
    path: profileHref(profile.stageName),
    type: 'profile' as const,
  };
  return pageMetadata(page, (await profileShareImage(profile)) ?? undefined);
}

export default async function GirlProfilePage({ params }: Props) {
  const profile = await getPublicProfileCached(segmentValue((await params).stageName));
  if (!profile) notFound();
  const reviews = (await getGirlReviewsCached(profile.id)) ?? [];
  return (
    <>
      <JsonLd data={profileJsonLd(profile)} />
      <PublicProfile
        profile={profile}
        postsEnabled={isEnabled('girl-post-on-timeline-or-profile')}
        // The page and the feed answer the same girls (publicGirlCondition): a profile shown here has a feed.
        calendarHref={travelCalendarPath(profile.stageName)}
        galleryHref={galleryPath(profile.stageName)}
        actions={
          <ProfileActionsIsland
            girlId={profile.id}
            stageName={profile.stageName}
            tipsEnabled={isEnabled('tips-page')}
          />
        }
      />
      {/* Guys' reviews of her: the same HTML for everyone; the form is a client island (flag guy-reviews-girl). */}
      <Container className="pb-6">
        <GirlReviewsSection
          girlId={profile.id}
          reviews={reviews}
          formEnabled={isEnabled('guy-reviews-girl')}
          reviewPageHref={reviewHref(profile.stageName)}
        />
      </Container>
      {/* Spec section 6: the comments widget behind hyvor-comments-on-girl-profile. */}
      {commentsEnabled('girl-profile') ? (
        <Container className="pb-10">
          <GirlProfileComments girlId={profile.id} stageName={profile.stageName} />
        </Container>
      ) : null}
      <GirlNotesIsland girlId={profile.id} />
    </>
  );
}
