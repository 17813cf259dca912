import type { ReactNode } from 'react';
import { signedInPageActor } from '@/features/accounts/page-access';
import { WithViewerTimeZone } from '@/components/with-viewer-time-zone';

// A visitor is sent to sign in and back (every signed-in page does so; spec §2's /404
// left people lost). Checked here, outside loading.tsx's Suspense boundary, so the answer is a real
// HTTP redirect before anything streams (the page and its query check again).
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  await signedInPageActor('/dashboard');
  return <WithViewerTimeZone>{children}</WithViewerTimeZone>;
}
