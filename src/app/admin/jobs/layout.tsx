import type { ReactNode } from 'react';
import { signedInPageActor } from '@/features/accounts/page-access';

// Redirects before loading.tsx's boundary streams, so it is a real HTTP redirect.
export default async function JobsLayout({ children }: { children: ReactNode }) {
  await signedInPageActor('/admin/jobs');
  return children;
}
