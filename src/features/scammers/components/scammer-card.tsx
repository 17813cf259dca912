import { girlLocation } from '@/features/girls/components/girl-card';
import type { ScammerSummary } from '../types';
import { ScammerCardView } from './scammer-card-view';

export function scammerHref(stageName: string): string {
  return `/scammer/${encodeURIComponent(stageName)}`;
}

/** A scammer's card in the list: the client view gets only the fields it shows, picked one by one. */
export function ScammerCard({ scammer, priority = false }: { scammer: ScammerSummary; priority?: boolean }) {
  return (
    <ScammerCardView
      stageName={scammer.stageName}
      headline={scammer.headline}
      location={girlLocation(scammer)}
      href={scammerHref(scammer.stageName)}
      picture={scammer.picture}
      priority={priority}
    />
  );
}
