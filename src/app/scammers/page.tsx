import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ScammersPage } from '@/features/scammers/components/scammers-page';
import { listScammersCached } from '@/features/scammers/queries';

export const metadata: Metadata = {
  title: 'Scammers',
  description:
    'People reported to Matside for session scams: deposits taken, fake profiles, sessions that never happen.',
  alternates: { canonical: '/scammers' },
};

export default async function Scammers() {
  // Read the database per request (cached), never at build time.
  await connection();
  return <ScammersPage scammers={await listScammersCached()} />;
}
