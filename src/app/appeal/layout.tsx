import type { ReactNode } from 'react';
import { WithViewerTimeZone } from '@/components/with-viewer-time-zone';

// Every page here is rendered per request for the signed-in reader: times render on her own clock
// from the first byte (the zone the browser set in a cookie; src/components/viewer-time.tsx).
export default function Layout({ children }: { children: ReactNode }) {
  return <WithViewerTimeZone>{children}</WithViewerTimeZone>;
}
