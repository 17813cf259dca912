'use client';

import { Link } from '@/components/ui/link';
import { ShieldAlert } from 'lucide-react';
import { CARD_GRID_SIZES } from '@/components/media/card-grid-sizes';
import { ResponsiveImage } from '@/components/media/responsive-image';
import type { PictureData } from '@/lib/media';
import { CardLocation } from '@/components/ui/card-location';
import { NoPicture } from '@/components/media/no-picture';

/** Only what the card shows: built on the server by ScammerCard (scammer-card.tsx), never from a whole row. */
export interface ScammerCardViewProps {
  stageName: string;
  headline: string | null;
  /** 'Dallas, Texas, United States', or '' when nothing is known. */
  location: string;
  href: string;
  picture: PictureData | null;
  priority: boolean;
}

/** A stateless client component, like GirlCardView. */
export function ScammerCardView({ stageName, headline, location, href, picture, priority }: ScammerCardViewProps) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-card border border-danger/30 bg-surface shadow-xs transition-shadow hover:shadow-md focus-within:shadow-md">
      <div className="relative aspect-[4/5] overflow-hidden bg-surface-muted">
        {picture ? (
          <ResponsiveImage
            picture={picture}
            alt={`${stageName}'s picture`}
            sizes={CARD_GRID_SIZES}
            priority={priority}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <NoPicture />
        )}
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold text-danger-foreground shadow-sm">
          <ShieldAlert aria-hidden="true" className="size-3.5" />
          Scammer!
        </span>
      </div>
      <div className="flex flex-col gap-1 p-3.5">
        <h2 className="truncate text-base font-semibold">
          <Link
            href={href}
            className='group-hover:text-danger-strong after:absolute after:inset-0 after:rounded-card after:content-[""]'
          >
            {stageName}
          </Link>
        </h2>
        {headline ? <p className="truncate text-sm font-medium text-danger-strong">{headline}</p> : null}
        <CardLocation location={location} />
      </div>
    </article>
  );
}
