import type { ReactNode } from 'react';
import { signedInPageActor } from '@/features/accounts/page-access';
import { WithViewerTimeZone } from '@/components/with-viewer-time-zone';

// Redirects before loading.tsx's boundary streams, so it is a real HTTP redirect.
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  await signedInPageActor('/dashboard');
  return <WithViewerTimeZone>{children}</WithViewerTimeZone>;
}
