import type { ReactNode } from 'react';
import { signedInPageActor } from '@/features/accounts/page-access';
import { MY_PROFILE_PATH } from '@/lib/girl-own-pages';
import { WithViewerTimeZone } from '@/components/with-viewer-time-zone';

// A visitor is sent to sign in and back here, before loading.tsx's Suspense boundary
// streams anything, so the answer is a real HTTP redirect (the page checks again).
export default async function MyProfileLayout({ children }: { children: ReactNode }) {
  await signedInPageActor(MY_PROFILE_PATH);
  return <WithViewerTimeZone>{children}</WithViewerTimeZone>;
}
