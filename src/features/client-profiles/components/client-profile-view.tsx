import { BadgeCheck, UserRound } from 'lucide-react';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { toPictureData } from '@/lib/media';
import { Container } from '@/components/layout/container';
import { FactPairs } from '@/components/profile/facts';
import { ProfileHeader } from '@/components/profile/profile-header';
import { Chip } from '@/components/ui/chip';
import { SectionCard } from '@/components/ui/section-card';
import { formatFeetInches } from '@/lib/enums/heights';
import type { ClientProfilePage } from '../types';
import { LazyClientReviews as ClientReviews, LazyGirlsOnlyComments as GirlsOnlyComments } from './lazy-sections';
import { ViewerTime } from '@/components/viewer-time';
import { placeLine } from '@/lib/enums/us-states';

/** /client/{username}: his profile, then what this viewer may see of reviews, comments and references. */
export function ClientProfileView({
  page,
  onChanged,
}: {
  page: Extract<ClientProfilePage, { state: 'ok' }>;
  /** After a review or a comment: read the viewer's page again (the cached page's island). */
  onChanged?: () => void;
}) {
  const { profile } = page;
  const picture = toPictureData(profile.pictureUrl, null, { fallbackSize: { width: 512, height: 512 } });
  const place = placeLine(profile.city, profile.state, profile.country);
  const facts = [
    profile.age ? ['Age', String(profile.age)] : null,
    profile.height ? ['Height', formatFeetInches(profile.height)] : null,
    profile.weight ? ['Weight', `${profile.weight} lbs`] : null,
    place ? ['Location', place] : null,
  ].filter((fact): fact is [string, string] => fact !== null);
  return (
    <Container className="flex max-w-4xl flex-col gap-6 py-8 sm:py-10">
      <ProfileHeader
        portrait={
          <div className="relative aspect-square w-32 shrink-0 overflow-hidden rounded-full border border-border bg-surface-muted sm:w-40">
            {picture ? (
              <ResponsiveImage
                picture={picture}
                alt={`${profile.username}'s picture`}
                sizes="(min-width: 640px) 160px, 128px"
                priority
                className="absolute inset-0 size-full object-cover"
              />
            ) : (
              <UserRound aria-hidden="true" className="absolute inset-0 m-auto size-12 text-muted-foreground" />
            )}
          </div>
        }
        title={profile.name || profile.username}
        subtitle={`@${profile.username}`}
      >
        <FactPairs layout="wide" facts={facts} />
      </ProfileHeader>

      <SectionCard id="about" title="About me">
        <p className="whitespace-pre-line user-text">{profile.aboutMe || 'He has not written about himself yet.'}</p>
      </SectionCard>

      <SectionCard id="interests" title="Interests">
        {profile.interests.length ? (
          <ul className="flex flex-wrap gap-2">
            {profile.interests.map((interest) => (
              <li key={interest}>
                <Chip tone="accent">{interest}</Chip>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No interests chosen.</p>
        )}
      </SectionCard>

      {page.reviews ? (
        <ClientReviews guyId={profile.id} reviews={page.reviews} canReview={page.canReview} onChanged={onChanged} />
      ) : null}

      {page.girlsOnlyComments ? (
        <GirlsOnlyComments
          guyId={profile.id}
          comments={page.girlsOnlyComments}
          canComment={page.canComment}
          onChanged={onChanged}
        />
      ) : null}

      {page.references ? (
        <SectionCard id="references" title="References">
          {page.references.length === 0 ? (
            <p className="text-sm text-muted-foreground">No references yet.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {page.references.map((reference) => (
                <li key={reference.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  {reference.girlUrl ? (
                    <a
                      href={reference.girlUrl}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                      className="font-medium text-accent-strong hover:underline"
                    >
                      {reference.girlUsername}
                    </a>
                  ) : (
                    <span className="font-medium">{reference.girlUsername}</span>
                  )}
                  <span className="text-muted-foreground">
                    <ViewerTime value={reference.createdAt} date />
                  </span>
                  {reference.confirmed ? (
                    <Chip tone="success" icon={<BadgeCheck />}>
                      Confirmed by her
                    </Chip>
                  ) : (
                    <span className="text-muted-foreground">· not confirmed yet</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      ) : null}
    </Container>
  );
}
