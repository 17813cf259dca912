import type { ReactNode } from 'react';
import { signedInPageActor } from '@/features/accounts/page-access';
import { MY_PROFILE_PATH } from '@/lib/girl-own-pages';
import { WithViewerTimeZone } from '@/components/with-viewer-time-zone';

// Redirects before loading.tsx's boundary streams, so it is a real HTTP redirect.
export default async function MyProfileLayout({ children }: { children: ReactNode }) {
  await signedInPageActor(MY_PROFILE_PATH);
  return <WithViewerTimeZone>{children}</WithViewerTimeZone>;
}
