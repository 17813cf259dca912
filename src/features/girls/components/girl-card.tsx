import Link from 'next/link';
import { MapPin, UserRound } from 'lucide-react';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { usStateName } from '@/lib/enums/us-states';
import { toPictureData } from '@/lib/media';
import { cn } from '@/lib/utils';
import type { GirlCardData } from '../types';

export interface GirlCardProps {
  girl: GirlCardData;
  /** Defaults to the public profile, /profile/{stageName}. */
  href?: string;
  /** The page's LCP card (the first of a list): its picture loads eagerly with fetchpriority=high. */
  priority?: boolean;
  className?: string;
}

/** 'Dallas, Texas, United States' from whatever parts are known; state codes become names. */
export function girlLocation(girl: Pick<GirlCardData, 'city' | 'state' | 'country'>): string {
  return [girl.city, girl.state ? usStateName(girl.state) : null, girl.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** The card's width in `card-grid` (globals.css): 1 column on phones, 2 / 3 / 4 from sm / md / lg. */
export const GIRL_CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

/** Photo-led card: fixed 4:5 picture box (no layout shift), stage name, location. */
export function GirlCard({ girl, href, priority = false, className }: GirlCardProps) {
  const location = girlLocation(girl);
  const target = href ?? `/profile/${encodeURIComponent(girl.stageName)}`;
  const picture = girl.picture ?? toPictureData(girl.pictureUrl, null, { fallbackSize: { width: 400, height: 500 } });
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-border bg-surface shadow-xs transition-shadow hover:shadow-md focus-within:shadow-md',
        className,
      )}
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-surface-muted">
        {picture ? (
          <ResponsiveImage
            picture={picture}
            alt={`${girl.stageName}'s profile picture`}
            sizes={GIRL_CARD_SIZES}
            priority={priority}
            className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted-foreground">
            <UserRound aria-hidden="true" className="size-12 opacity-50" />
            <p className="text-sm">Profile has no picture.</p>
          </div>
        )}
      </div>
      <div className="flex flex-col gap-1 p-3.5">
        <h3 className="truncate text-base font-semibold">
          <Link
            href={target}
            className='group-hover:text-accent-strong after:absolute after:inset-0 after:rounded-card after:content-[""]'
          >
            {girl.stageName}
          </Link>
        </h3>
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
