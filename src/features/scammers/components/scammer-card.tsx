import Link from 'next/link';
import { MapPin, ShieldAlert, UserRound } from 'lucide-react';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { GIRL_CARD_SIZES, girlLocation } from '@/features/girls/components/girl-card';
import type { ScammerSummary } from '../types';

export function scammerHref(stageName: string): string {
  return `/scammer/${encodeURIComponent(stageName)}`;
}

/** Photo-led card (fixed 4:5 picture box) with the scam headline and a red 'Scammer!' label. */
export function ScammerCard({ scammer, priority = false }: { scammer: ScammerSummary; priority?: boolean }) {
  const location = girlLocation(scammer);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-card border border-danger/30 bg-surface shadow-xs transition-shadow hover:shadow-md focus-within:shadow-md">
      <div className="relative aspect-[4/5] overflow-hidden bg-surface-muted">
        {scammer.picture ? (
          <ResponsiveImage
            picture={scammer.picture}
            alt={`${scammer.stageName}'s picture`}
            sizes={GIRL_CARD_SIZES}
            priority={priority}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted-foreground">
            <UserRound aria-hidden="true" className="size-12 opacity-50" />
            <p className="text-sm">Profile has no picture.</p>
          </div>
        )}
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold text-danger-foreground shadow-sm">
          <ShieldAlert aria-hidden="true" className="size-3.5" />
          Scammer!
        </span>
      </div>
      <div className="flex flex-col gap-1 p-3.5">
        <h2 className="truncate text-base font-semibold">
          <Link
            href={scammerHref(scammer.stageName)}
            className='group-hover:text-danger-strong after:absolute after:inset-0 after:rounded-card after:content-[""]'
          >
            {scammer.stageName}
          </Link>
        </h2>
        {scammer.headline ? (
          <p className="truncate text-sm font-medium text-danger-strong">{scammer.headline}</p>
        ) : null}
        {location ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{location}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
