import { Link } from '@/components/ui/link';
import { UserRound } from 'lucide-react';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { Chip, type ChipTone } from '@/components/ui/chip';
import { GirlCard, girlLocation } from '@/features/girls/components/girl-card';
import { formatFeetInches } from '@/lib/enums/heights';
import type { SearchCard, SearchCardKind } from '../types';
import { CardLocation } from '@/components/ui/card-location';

// The badge says why a scammer or problem girl is in the results.

const KIND_BADGE: Record<SearchCardKind, { label: string; tone: ChipTone } | null> = {
  scammer: { label: 'Scammer!', tone: 'danger' },
  'problem-girl': { label: 'Problem Girl', tone: 'warning' },
  review: { label: 'Reviews', tone: 'info' },
  profile: null,
};

function stats(card: SearchCard): string {
  return [card.height ? formatFeetInches(card.height) : null, card.weight ? `${card.weight} lbs` : null, card.physique]
    .filter(Boolean)
    .join(' · ');
}

export function SearchResultGridItem({ card, priority }: { card: SearchCard; priority?: boolean }) {
  const badge = KIND_BADGE[card.kind];
  return (
    <li className="relative">
      <GirlCard girl={card} href={card.href} priority={priority} />
      {badge ? (
        <Chip tone={badge.tone} className="pointer-events-none absolute top-2 left-2 shadow-sm">
          {badge.label}
        </Chip>
      ) : null}
    </li>
  );
}

export function SearchResultListItem({ card }: { card: SearchCard }) {
  const badge = KIND_BADGE[card.kind];
  const location = girlLocation(card);
  const details = stats(card);
  const picture = card.picture;
  return (
    // Every row is 90px; an offscreen one reserves its 68px so nothing moves when it renders.
    <li className="group relative flex min-h-[90px] offscreen-card [--offscreen-height:68px] items-center gap-3 rounded-card border border-border bg-surface p-2.5 shadow-xs transition-shadow hover:shadow-md focus-within:shadow-md">
      <div className="relative size-16 shrink-0 overflow-hidden rounded-lg bg-surface-muted">
        {picture ? (
          <ResponsiveImage
            picture={picture}
            alt=""
            sizes="64px"
            placeholder={false}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <UserRound aria-hidden="true" className="absolute inset-0 m-auto size-7 text-muted-foreground opacity-60" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 items-center gap-2">
          <h3 className="truncate text-base font-semibold">
            <Link
              href={card.href}
              className='group-hover:text-accent-strong after:absolute after:inset-0 after:rounded-card after:content-[""]'
            >
              {card.stageName}
            </Link>
          </h3>
          {badge ? <Chip tone={badge.tone}>{badge.label}</Chip> : null}
        </div>
        <CardLocation location={location} />
        {details ? <p className="text-xs text-muted-foreground">{details}</p> : null}
      </div>
    </li>
  );
}
