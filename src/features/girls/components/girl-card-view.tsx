'use client';

import Link from 'next/link';
import { UserRound } from 'lucide-react';
import { CARD_GRID_SIZES } from '@/components/media/card-grid-sizes';
import { ResponsiveImage } from '@/components/media/responsive-image';
import type { PictureData } from '@/lib/media';
import { cn } from '@/lib/utils';

/** Only what the card shows: built on the server by GirlCard (girl-card.tsx), never from a whole row. */
export interface GirlCardViewProps {
  stageName: string;
  /** 'Dallas, Texas, United States', or '' when nothing is known. */
  location: string;
  href: string;
  picture: PictureData | null;
  priority: boolean;
  className?: string;
}

/**
 * Photo-led card: fixed 4:5 picture box (no layout shift), stage name, location. A client component
 * although it has no state: lists repeat it (24 on a wrestlers page), and the RSC payload of a cached
 * list then carries each card's few props instead of its whole markup a second time (decision 022).
 */
export function GirlCardView({ stageName, location, href, picture, priority, className }: GirlCardViewProps) {
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
            alt={`${stageName}'s profile picture`}
            sizes={CARD_GRID_SIZES}
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
            href={href}
            className='group-hover:text-accent-strong after:absolute after:inset-0 after:rounded-card after:content-[""]'
          >
            {stageName}
          </Link>
        </h3>
        {location ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <span aria-hidden="true" className="icon-map-pin size-3.5 shrink-0" />
            <span className="truncate">{location}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
