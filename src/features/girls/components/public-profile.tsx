import { Container } from '@/components/layout/container';
import type { PublicProfileView } from '../profile-queries';
import { gallerySource, opensOnPosts } from './gallery';
import { girlLocation } from './girl-card';
import { ProfileFacts } from './profile-facts';
import { ProfileIntro } from './profile-intro';
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
  return (
    <Container className="flex flex-col gap-6 py-6 sm:py-10">
      <ProfileIntro
        stageName={profile.stageName}
        picture={profile.picture}
        location={girlLocation(profile)}
        headline={profile.headline}
        actions={actions}
      />

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
            // An image post shows its picture; only a video plays its file.
            posts={profile.posts.map((post) => (post.fileType === 'video' ? post : { ...post, url: null }))}
            postsEnabled={postsEnabled}
          />
        </div>

        <ProfileFacts facts={profileFacts(profile, calendarHref)} />
      </div>
    </Container>
  );
}
