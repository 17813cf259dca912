import type { ReactNode } from 'react';
import { signedInPageActor } from '@/features/accounts/page-access';

// A visitor is sent to sign in and back here before loading.tsx's Suspense boundary streams
// anything, so the answer is a real HTTP redirect, not a 200 (the page checks again).
export default async function JobsLayout({ children }: { children: ReactNode }) {
  await signedInPageActor('/admin/jobs');
  return children;
}
