import { Flag, Plane } from 'lucide-react';
import { toPictureData } from '@/lib/media';
import { Link } from '@/components/ui/link';
import { Container } from '@/components/layout/container';
import { FactPairs } from '@/components/profile/facts';
import { PictureGrid } from '@/components/profile/picture-grid';
import { ProfileHeader, ProfilePortrait } from '@/components/profile/profile-header';
import { SectionCard } from '@/components/ui/section-card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/dates';
import { formatFeetInches } from '@/lib/enums/heights';
import { usStateName } from '@/lib/enums/us-states';
import type { SessionGirlProfile as SessionGirlData } from '../types';

/** `reportable` (flag guy-report-girl) adds the report link. */
export function SessionGirlProfile({ girl, reportable = false }: { girl: SessionGirlData; reportable?: boolean }) {
  const facts = [
    girl.height ? ['Height', formatFeetInches(girl.height)] : null,
    girl.weight ? ['Weight', `${girl.weight} lbs`] : null,
    girl.physique ? ['Physique', girl.physique] : null,
  ].filter((fact): fact is [string, string] => fact !== null);
  return (
    <Container className="flex max-w-4xl flex-col gap-6 py-8 sm:py-10">
      <ProfileHeader
        portrait={
          <ProfilePortrait
            picture={toPictureData(girl.picture, null, { fallbackSize: { width: 600, height: 600 } })}
            alt={`${girl.username}'s profile picture`}
            frame="round"
          />
        }
        eyebrow="Session girl"
        title={girl.name || girl.username}
        subtitle={`@${girl.username}`}
      >
        <FactPairs layout="row" facts={facts} />
        {reportable ? (
          <Link
            href={`/report_a_sessiongirl?username=${encodeURIComponent(girl.username)}`}
            className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-danger underline-offset-2 hover:underline"
          >
            <Flag aria-hidden="true" className="size-4" />
            Report Girl
          </Link>
        ) : null}
      </ProfileHeader>

      <SectionCard id="gallery" title="Gallery">
        <PictureGrid pictures={girl.gallery} name={girl.username} emptyTitle="No pictures." />
      </SectionCard>

      <SectionCard id="travels" title="Travels">
        {girl.travels.length === 0 ? (
          <EmptyState icon={Plane} title="No travels planned." />
        ) : (
          // A scrollable region must be reachable by keyboard.
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
