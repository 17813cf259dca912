import { CalendarPlus, ExternalLink, MapPin, Plane } from 'lucide-react';
import { ProfilePortrait } from '@/components/profile/profile-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { formatDateRange } from '@/lib/dates';
import { formatFeetInches } from '@/lib/enums/heights';
import { placeLine } from '@/lib/enums/us-states';
import { inchesToCm, lbsToKg } from '@/lib/units';
import { Container } from '@/components/layout/container';
import type { PublicProfileView } from '../profile-queries';
import { gallerySource, opensOnPosts } from './gallery';
import { girlLocation } from './girl-card';
import { ProfileMedia } from './profile-media';

function safeHref(url: string): string | null {
  return /^https?:\/\//i.test(url) ? url : null;
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

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
  const firstPast = profile.travels.find((t) => !t.upcoming)?.id;
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

        <aside className="order-1 flex flex-col gap-4 lg:order-2">
          <Card>
            <CardHeader>
              <CardTitle>Stats</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-3">
                {profile.age !== null ? <Stat label="Age">{profile.age}</Stat> : null}
                {profile.height !== null ? (
                  <Stat label="Height">
                    {formatFeetInches(profile.height)} ({profile.height} in / {inchesToCm(profile.height)} cm)
                  </Stat>
                ) : null}
                {profile.weight !== null ? (
                  <Stat label="Weight">
                    {profile.weight} lbs / {lbsToKg(profile.weight)} kg
                  </Stat>
                ) : null}
                {profile.physique ? <Stat label="Physique">{profile.physique}</Stat> : null}
                {profile.lifts.map((lift) => (
                  <Stat key={lift.label} label={lift.label}>
                    {lift.lbs} lbs / {lbsToKg(lift.lbs)} kg
                  </Stat>
                ))}
              </dl>
            </CardContent>
          </Card>

          {profile.services.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle>Services</CardTitle>
              </CardHeader>
              <CardContent>
                <ul aria-label="Services" className="flex flex-wrap gap-2">
                  {profile.services.map((service) => (
                    <li key={service.key}>
                      <Chip tone="accent">{service.label}</Chip>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}

          {profile.links.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle>Links</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="flex flex-col gap-1.5">
                  {profile.links.map((link) => {
                    const href = safeHref(link.url);
                    return (
                      <li key={`${link.label}-${link.url}`} className="flex items-center gap-2 text-sm">
                        <span className="font-medium">{link.label}:</span>
                        {href ? (
                          <a
                            href={href}
                            target="_blank"
                            rel="noopener noreferrer nofollow ugc"
                            className="inline-flex min-w-0 items-center gap-1 text-accent-strong underline-offset-2 hover:underline"
                          >
                            <span className="truncate">{link.url.replace(/^https?:\/\/(www\.)?/i, '')}</span>
                            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                          </a>
                        ) : (
                          <span className="truncate">{link.url}</span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </CardContent>
            </Card>
          ) : null}

          <Card>
            <CardHeader>
              <CardTitle>Travels</CardTitle>
            </CardHeader>
            <CardContent>
              {profile.travels.length === 0 ? (
                <p className="text-sm text-muted-foreground">No travels planned.</p>
              ) : (
                <ul aria-label="Travels" className="flex flex-col gap-2">
                  {profile.travels.map((travel) => (
                    <li key={travel.id} className={travel.upcoming ? 'text-sm' : 'text-sm text-muted-foreground'}>
                      {!travel.upcoming && travel.id === firstPast ? (
                        <span className="mt-2 block text-xs font-medium tracking-wide uppercase">Past</span>
                      ) : null}
                      <span className="flex items-center gap-1.5 font-medium">
                        <Plane aria-hidden="true" className="size-3.5" />
                        {placeLine(travel.city, travel.state, travel.country)}
                      </span>
                      <span>{formatDateRange(travel.dateBegins, travel.dateEnds)}</span>
                    </li>
                  ))}
                </ul>
              )}
              {calendarHref ? (
                <a
                  href={calendarHref}
                  type="text/calendar"
                  className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium underline underline-offset-2"
                >
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  Add her tours to your calendar
                </a>
              ) : null}
            </CardContent>
          </Card>
        </aside>
      </div>
    </Container>
  );
}
