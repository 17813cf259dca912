import { placeLine } from '@/lib/enums/us-states';
import { toPictureData } from '@/lib/media';
import type { GirlCardData } from '../types';
import { GirlCardView } from './girl-card-view';

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
  return placeLine(girl.city, girl.state, girl.country);
}

/**
 * A girl's card in a list. Runs on the server and hands the client view only the fields it shows,
 * picked one by one, so nothing else of the row (whatever the caller's object holds) can reach the
 * page's RSC payload.
 */
export function GirlCard({ girl, href, priority = false, className }: GirlCardProps) {
  return (
    <GirlCardView
      stageName={girl.stageName}
      location={girlLocation(girl)}
      href={href ?? `/profile/${encodeURIComponent(girl.stageName)}`}
      picture={girl.picture ?? toPictureData(girl.pictureUrl, null, { fallbackSize: { width: 400, height: 500 } })}
      priority={priority}
      className={className}
    />
  );
}
