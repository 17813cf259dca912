import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { getActor } from '@/server/auth/actor';

// Spec §2: a visitor is sent to /404. Checked here, outside loading.tsx's Suspense boundary, so the
// answer is a real HTTP redirect before anything streams (the page and its query check again).
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const actor = await getActor();
  if (actor.kind === 'visitor') redirect('/404');
  return children;
}
