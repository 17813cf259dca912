import { Calendar, MapPin, Ruler, ShieldAlert, Weight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '@/components/layout/container';
import { Fact, FactList } from '@/components/profile/facts';
import { PictureGrid } from '@/components/profile/picture-grid';
import { ProfileHeader, ProfilePortrait } from '@/components/profile/profile-header';
import { SectionCard } from '@/components/ui/section-card';
import { girlLocation } from '@/features/girls/components/girl-card';
import { formatFeetInches } from '@/lib/enums/heights';
import type { ScammerDetail as ScammerDetailData } from '../types';
import { ViewerTime } from '@/components/viewer-time';

/** Spec §2 Scammer detail. */
export function ScammerDetail({ scammer, comments }: { scammer: ScammerDetailData; comments: ReactNode }) {
  const location = girlLocation(scammer);
  return (
    <Container className="flex max-w-4xl flex-col gap-6 py-8 sm:py-10">
      <div
        role="alert"
        className="flex flex-col gap-1 rounded-card bg-danger px-5 py-4 text-danger-foreground shadow-sm"
      >
        <p className="flex items-center gap-2 text-2xl font-black tracking-tight">
          <ShieldAlert aria-hidden="true" className="size-7" />
          Scammer!
        </p>
        {scammer.headline ? <p className="text-lg font-semibold">{scammer.headline}</p> : null}
      </div>

      <ProfileHeader
        portrait={<ProfilePortrait picture={scammer.picture} alt={`${scammer.stageName}'s picture`} frame="square" />}
        title={scammer.stageName}
        subtitle={scammer.name !== scammer.stageName ? scammer.name : null}
      >
        <FactList layout="grid">
          <Fact icon={<Calendar />} label="Uploaded">
            <ViewerTime value={scammer.createdAt} date />
          </Fact>
          <Fact icon={<MapPin />} label="Location">
            {location || 'Unknown'}
          </Fact>
          <Fact icon={<Ruler />} label="Height">
            {scammer.height ? formatFeetInches(scammer.height) : 'Unknown'}
          </Fact>
          <Fact icon={<Weight />} label="Weight">
            {scammer.weight ? `${scammer.weight} lbs` : 'Unknown'}
          </Fact>
        </FactList>
      </ProfileHeader>

      <SectionCard id="the-scam" title="The Scam">
        <p className="whitespace-pre-line user-text">{scammer.description || 'No description.'}</p>
      </SectionCard>

      <SectionCard id="pictures" title="Pictures">
        <PictureGrid pictures={scammer.pics} name={scammer.stageName} emptyTitle="No pictures." />
      </SectionCard>

      <SectionCard id="comments" title="Comments">
        <div className="flex flex-col gap-3">
          <p className="rounded-md border border-warning/50 bg-warning-soft px-3 py-2 text-sm text-warning-strong">
            Share what happened to you so others can stay safe, but please do not doxx anyone: no real names, home
            addresses, phone numbers or other personal details.
          </p>
          {comments}
        </div>
      </SectionCard>
    </Container>
  );
}
