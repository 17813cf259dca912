import { MapPin } from 'lucide-react';
import { ProfilePortrait } from '@/components/profile/profile-header';
import { Container } from '@/components/layout/container';
import type { PublicProfileView } from '../profile-queries';
import { gallerySource, opensOnPosts } from './gallery';
import { girlLocation } from './girl-card';
import { ProfileFacts } from './profile-facts';
import { profileFacts } from './profile-facts-view';
import { ProfileMedia } from './profile-media';

/** Spec §2 Profile view; the page composes the viewer's buttons into the actions slot. */
export function PublicProfile({
  profile,
  postsEnabled,
  actions,
  calendarHref,
  galleryHref,
}: {
  profile: PublicProfileView;
  postsEnabled: boolean;
  actions: React.ReactNode;
  calendarHref: string | null;
  /** Where the Gallery tab fetches its photos when it opens hidden (the cached public page); null sends them. */
  galleryHref: string | null;
}) {
  const location = girlLocation(profile);
  return (
    <Container className="flex flex-col gap-6 py-6 sm:py-10">
      <header className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-end sm:text-left">
        <ProfilePortrait picture={profile.picture} alt={`${profile.stageName}'s profile picture`} frame="avatar" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{profile.stageName}</h1>
          {location ? (
            <p className="flex items-center justify-center gap-1 text-muted-foreground sm:justify-start">
              <MapPin aria-hidden="true" className="size-4" />
              {location}
            </p>
          ) : null}
          {profile.headline ? <p className="text-lg">{profile.headline}</p> : null}
          <div className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">{actions}</div>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="order-2 flex min-w-0 flex-col gap-6 lg:order-1">
          {profile.about || profile.description ? (
            <section aria-labelledby="about-heading" className="flex flex-col gap-2">
              <h2 id="about-heading" className="text-xl font-semibold">
                About me
              </h2>
              {profile.about ? <p className="whitespace-pre-line user-text">{profile.about}</p> : null}
              {profile.description ? (
                <p className="whitespace-pre-line user-text text-muted-foreground">{profile.description}</p>
              ) : null}
            </section>
          ) : null}
          <ProfileMedia
            stageName={profile.stageName}
            gallery={gallerySource(profile.photos, opensOnPosts(postsEnabled, profile.posts), galleryHref)}
            posts={profile.posts}
            postsEnabled={postsEnabled}
          />
        </div>

        <ProfileFacts facts={profileFacts(profile, calendarHref)} />
      </div>
    </Container>
  );
}
