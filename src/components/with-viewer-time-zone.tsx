import type { ReactNode } from 'react';
import { viewerTimeZone } from '@/server/viewer-time-zone';
import { ViewerTimeZoneProvider } from './viewer-time';

export async function WithViewerTimeZone({ children }: { children: ReactNode }) {
  return <ViewerTimeZoneProvider zone={await viewerTimeZone()}>{children}</ViewerTimeZoneProvider>;
}
