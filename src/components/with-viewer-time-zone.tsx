import type { ReactNode } from 'react';
import { viewerTimeZone } from '@/server/viewer-time-zone';
import { ViewerTimeZoneProvider } from './viewer-time';

/** A dynamic layout's wrapper: every ViewerTime below renders the reader's zone from the first byte. */
export async function WithViewerTimeZone({ children }: { children: ReactNode }) {
  return <ViewerTimeZoneProvider zone={await viewerTimeZone()}>{children}</ViewerTimeZoneProvider>;
}
