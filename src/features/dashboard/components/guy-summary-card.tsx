import { MapPin } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { placeLine } from '@/lib/enums/us-states';
import type { GuySummary } from '../types';
import { Avatar } from './avatar';
import { ViewerTime } from '@/components/viewer-time';

export function placeOf(city: string | null, state: string | null, country: string | null): string {
  return placeLine(city, state, country);
}

/** His summary card (spec §2): avatar, username, where he is, member since. */
export function GuySummaryCard({ summary }: { summary: GuySummary }) {
  const place = placeOf(summary.city, summary.state, summary.country);
  return (
    <Card role="region" aria-label="Your summary">
      <CardContent className="flex items-center gap-4 pt-4 sm:pt-5">
        <Avatar url={summary.avatarUrl} name={summary.username} />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="truncate text-lg font-semibold">{summary.username}</p>
          {place ? (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {place}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            Member since <ViewerTime value={summary.memberSince} date />
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
