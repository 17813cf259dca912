'use client';

import type { ReactNode } from 'react';
import { ProfilePortrait } from '@/components/profile/profile-header';
import type { PictureData } from '@/lib/media';

/** The profile's header; a client component for the same reason as ProfileFacts (decision 038, session 23). */
export function ProfileIntro({
  stageName,
  picture,
  location,
  headline,
  actions,
}: {
  stageName: string;
  picture: PictureData | null;
  location: string;
  headline: string | null;
  actions: ReactNode;
}) {
  return (
    <header className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-end sm:text-left">
      <ProfilePortrait picture={picture} alt={`${stageName}'s profile picture`} frame="avatar" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{stageName}</h1>
        {location ? (
          <p className="flex items-center justify-center gap-1 text-muted-foreground sm:justify-start">
            <span aria-hidden="true" className="icon-map-pin size-4 shrink-0" />
            {location}
          </p>
        ) : null}
        {headline ? <p className="text-lg">{headline}</p> : null}
        <div className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">{actions}</div>
      </div>
    </header>
  );
}
