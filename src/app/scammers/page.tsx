import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/share-metadata';
import { ScammersPage } from '@/features/scammers/components/scammers-page';
import { listScammersCached } from '@/features/scammers/queries';
import { isBuildShell } from '@/server/build-phase';

export const metadata: Metadata = pageMetadata({
  title: 'Scammers',
  description:
    'People reported to Matside for session scams: deposits taken, fake profiles, sessions that never happen.',
  path: '/scammers',
});

// Cached (decision 022): tag 'scammers'. The build renders an empty shell the server drops at start.
export const revalidate = 300;

export default async function Scammers() {
  if (await isBuildShell()) return null;
  return <ScammersPage scammers={await listScammersCached()} />;
}
