import { Flag, ImageOff, Plane, UserRound } from 'lucide-react';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { toPictureData } from '@/lib/media';
import Link from 'next/link';
import { Container } from '@/components/layout/container';
import { SectionCard } from '@/components/ui/section-card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/dates';
import { formatFeetInches } from '@/lib/enums/heights';
import { usStateName } from '@/lib/enums/us-states';
import type { SessionGirlProfile as SessionGirlData } from '../types';

/**
 * /sessiongirls/{username}: the legacy-site profile with its approved gallery and travels.
 * `reportable` (flag guy-report-girl) adds the link to /report_a_sessiongirl with her username.
 */
export function SessionGirlProfile({ girl, reportable = false }: { girl: SessionGirlData; reportable?: boolean }) {
  const facts = [
    girl.height ? ['Height', formatFeetInches(girl.height)] : null,
    girl.weight ? ['Weight', `${girl.weight} lbs`] : null,
    girl.physique ? ['Physique', girl.physique] : null,
  ].filter((fact): fact is [string, string] => fact !== null);
  return (
    <Container className="flex max-w-4xl flex-col gap-6 py-8 sm:py-10">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="relative aspect-square w-40 shrink-0 overflow-hidden rounded-full border border-border bg-surface-muted sm:w-48">
          {girl.picture ? (
            <ResponsiveImage
              picture={toPictureData(girl.picture, null, { fallbackSize: { width: 600, height: 600 } })!}
              alt={`${girl.username}'s profile picture`}
              sizes="(min-width: 640px) 192px, 160px"
              priority
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-4 text-center text-muted-foreground">
              <UserRound aria-hidden="true" className="size-10 opacity-50" />
              <p className="text-xs">Profile has no picture.</p>
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">Session girl</p>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{girl.name || girl.username}</h1>
          <p className="text-muted-foreground">@{girl.username}</p>
          {facts.length > 0 ? (
            <dl className="flex flex-wrap gap-x-6 gap-y-2">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
                  <dd className="text-sm font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {reportable ? (
            <Link
              href={`/report_a_sessiongirl?username=${encodeURIComponent(girl.username)}`}
              className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-danger underline-offset-2 hover:underline"
            >
              <Flag aria-hidden="true" className="size-4" />
              Report Girl
            </Link>
          ) : null}
        </div>
      </div>

      <SectionCard id="gallery" title="Gallery">
        {girl.gallery.length === 0 ? (
          <EmptyState icon={ImageOff} title="No pictures." />
        ) : (
          <ul className="grid grid-cols-2 gap-3 min-[600px]:grid-cols-3 min-[900px]:grid-cols-4">
            {girl.gallery.map((image, i) => (
              <li key={image.id} className="relative aspect-square overflow-hidden rounded-md bg-surface-muted">
                <ResponsiveImage
                  picture={toPictureData(image.url, null, { fallbackSize: { width: 400, height: 400 } })!}
                  alt={`Picture ${i + 1} of ${girl.username}`}
                  sizes="(min-width: 640px) 33vw, 50vw"
                  className="absolute inset-0 size-full object-cover"
                />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard id="travels" title="Travels">
        {girl.travels.length === 0 ? (
          <EmptyState icon={Plane} title="No travels planned." />
        ) : (
          // At 390 px the table scrolls sideways: a scrollable region must be reachable by keyboard.
          <div
            role="region"
            aria-label="Travel dates table"
            tabIndex={0}
            className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent"
          >
            <table className="w-full min-w-[480px] text-left text-sm">
              <thead className="text-xs tracking-wide text-muted-foreground uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Begin Date
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    End Date
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    City
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    State
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Country
                  </th>
                </tr>
              </thead>
              <tbody>
                {girl.travels.map((travel) => (
                  <tr key={travel.id} className="border-t border-border">
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDate(travel.beginDate)}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDate(travel.endDate)}</td>
                    <td className="py-2 pr-3">
                      {travel.city}
                      {travel.description ? (
                        <span className="block text-xs text-muted-foreground">{travel.description}</span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">{travel.state ? usStateName(travel.state) : ''}</td>
                    <td className="py-2">{travel.country}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SectionCard>
    </Container>
  );
}
