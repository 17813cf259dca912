import type { ReactNode } from 'react';
import { WithViewerTimeZone } from '@/components/with-viewer-time-zone';

// Per request: times render on the reader's clock from the first byte (viewer-time.tsx).
export default function Layout({ children }: { children: ReactNode }) {
  return <WithViewerTimeZone>{children}</WithViewerTimeZone>;
}
