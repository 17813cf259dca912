'use client';

import { Link } from '@/components/ui/link';
import { CARD_GRID_SIZES } from '@/components/media/card-grid-sizes';
import { ResponsiveImage } from '@/components/media/responsive-image';
import type { PictureData } from '@/lib/media';
import { cx } from '@/lib/class-names';
import { CardLocation } from '@/components/ui/card-location';
import { NoPicture } from '@/components/media/no-picture';

/** Built on the server, never from a whole row. */
export interface GirlCardViewProps {
  stageName: string;
  location: string;
  href: string;
  picture: PictureData | null;
  priority: boolean;
  className?: string;
}

/** A client component without state: a cached list's RSC payload then carries props, not markup twice. */
export function GirlCardView({ stageName, location, href, picture, priority, className }: GirlCardViewProps) {
  return (
    <article
      className={cx(
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
          <NoPicture />
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
        <CardLocation location={location} />
      </div>
    </article>
  );
}
