import type { Metadata } from 'next';
import { Container } from '@/components/layout/container';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { Alert } from '@/components/ui/alert';
import { signedInPageActor } from '@/features/accounts/page-access';
import { OwnProfileBanner } from '@/features/girls/components/own-profile-banner';
import { PublicProfile } from '@/features/girls/components/public-profile';
import { MY_PROFILE_PATH } from '@/lib/girl-own-pages';
import { ownProfileAudience } from '@/features/girls/own-profile-audience';
import { loadOwnProfile } from '@/features/girls/profile-queries';
import { profileHref } from '@/features/girls/profile-href';
import { can } from '@/server/auth/permissions';
import { isEnabled } from '@/server/flags';

export const metadata: Metadata = { title: 'My Profile', robots: { index: false } };

// /dashboard/profile – her profile as the public sees (or will see) it, with what waits, never
// cached: the public page stays a 404 for an unlisted profile (decision 028).
export default async function MyProfilePage() {
  const actor = await signedInPageActor(MY_PROFILE_PATH);
  if (!can(actor, 'girl-profile:read:own')) {
    return (
      <Container className="py-8">
        <ForbiddenView />
      </Container>
    );
  }
  const own = await loadOwnProfile(actor);
  if (!own) {
    return (
      <Container className="py-8">
        <Alert severity="warning" description="Your profile could not be found. Please contact us." />
      </Container>
    );
  }
  return (
    <>
      <OwnProfileBanner audience={ownProfileAudience(own.row)} publicHref={profileHref(own.view.stageName)} />
      <PublicProfile
        profile={own.view}
        postsEnabled={isEnabled('girl-post-on-timeline-or-profile')}
        calendarHref={null}
        galleryHref={null}
        actions={null}
      />
    </>
  );
}
