import { ResponsiveImage } from '@/components/media/responsive-image';
import { toPictureData } from '@/lib/media';
import { Calendar, ImageOff, MapPin, Ruler, ShieldAlert, UserRound, Weight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '@/components/layout/container';
import { SectionCard } from '@/components/ui/section-card';
import { EmptyState } from '@/components/ui/empty-state';
import { girlLocation } from '@/features/girls/components/girl-card';
import { formatDate } from '@/lib/dates';
import { formatFeetInches } from '@/lib/enums/heights';
import type { ScammerDetail as ScammerDetailData } from '../types';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl>'s div holds only its dt and dd: the icon sits inside the dt, beside both.
    <div className="relative pl-6">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <span aria-hidden="true" className="absolute top-0.5 left-0 [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/**
 * Spec §2 Scammer detail: red 'Scammer!' banner, facts, then The Scam, Pictures and Comments
 * (`comments`: the comments widget, read per request by the page).
 */
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

      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="relative aspect-square w-40 shrink-0 overflow-hidden rounded-card border border-border bg-surface-muted sm:w-48">
          {scammer.picture ? (
            <ResponsiveImage
              picture={scammer.picture}
              alt={`${scammer.stageName}'s picture`}
              sizes="(min-width: 640px) 192px, 160px"
              priority
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-2 text-center text-muted-foreground">
              <UserRound aria-hidden="true" className="size-10 opacity-50" />
              <p className="text-xs">Profile has no picture.</p>
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{scammer.stageName}</h1>
            {scammer.name && scammer.name !== scammer.stageName ? (
              <p className="text-muted-foreground">{scammer.name}</p>
            ) : null}
          </div>
          <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
            <Fact icon={<Calendar />} label="Uploaded">
              <time dateTime={scammer.createdAt}>{formatDate(scammer.createdAt)}</time>
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
          </dl>
        </div>
      </div>

      <SectionCard id="the-scam" title="The Scam">
        <p className="whitespace-pre-line">{scammer.description || 'No description.'}</p>
      </SectionCard>

      <SectionCard id="pictures" title="Pictures">
        {scammer.pics.length === 0 ? (
          <EmptyState icon={ImageOff} title="No pictures." />
        ) : (
          <ul className="grid grid-cols-2 gap-3 min-[600px]:grid-cols-3 min-[900px]:grid-cols-4">
            {scammer.pics.map((pic, i) => (
              <li key={pic.id} className="relative aspect-square overflow-hidden rounded-md bg-surface-muted">
                <ResponsiveImage
                  picture={toPictureData(pic.url, null, { fallbackSize: { width: 400, height: 400 } })!}
                  alt={`Picture ${i + 1} of ${scammer.stageName}`}
                  sizes="(min-width: 640px) 33vw, 50vw"
                  className="absolute inset-0 size-full object-cover"
                />
              </li>
            ))}
          </ul>
        )}
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
