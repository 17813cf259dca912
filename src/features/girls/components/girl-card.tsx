import { placeLine } from '@/lib/enums/us-states';
import { toPictureData } from '@/lib/media';
import type { GirlCardData } from '../types';
import { profileHref } from '../profile-href';
import { GirlCardView } from './girl-card-view';

export interface GirlCardProps {
  girl: GirlCardData;
  href?: string;
  priority?: boolean;
  className?: string;
}

export function girlLocation(girl: Pick<GirlCardData, 'city' | 'state' | 'country'>): string {
  return placeLine(girl.city, girl.state, girl.country);
}

/** Hands the client view only the fields it shows, so nothing else of the row reaches the payload. */
export function GirlCard({ girl, href, priority = false, className }: GirlCardProps) {
  return (
    <GirlCardView
      stageName={girl.stageName}
      location={girlLocation(girl)}
      href={href ?? profileHref(girl.stageName)}
      picture={girl.picture ?? toPictureData(girl.pictureUrl, null, { fallbackSize: { width: 400, height: 500 } })}
      priority={priority}
      className={className}
    />
  );
}
