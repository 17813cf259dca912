import type { Metadata } from 'next';
import { Lock } from 'lucide-react';
import { notFound } from 'next/navigation';
import { Container } from '@/components/layout/container';
import { EmptyState } from '@/components/ui/empty-state';
import { ClientProfileIsland } from '@/features/client-profiles/components/client-profile-island';
import { getClientProfileCached } from '@/features/client-profiles/queries';
import { segmentValue } from '@/lib/route-params';

// /client/{username} (spec §2; the path cannot collide with /guy/settings). Cached for everyone
// (decision 022); the signed-in viewer's parts come from the API.

type Props = { params: Promise<{ username: string }> };

export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ username: string }> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `@${segmentValue((await params).username)}`, robots: { index: false, follow: false } };
}

export default async function ClientProfilePage({ params }: Props) {
  const username = segmentValue((await params).username);
  const page = await getClientProfileCached(username);
  if (page.state === 'not-found') notFound();
  const privateNotice = (
    <Container className="max-w-4xl py-12">
      <EmptyState icon={Lock} title="This account is set to private." />
    </Container>
  );
  return (
    <ClientProfileIsland
      username={username}
      initial={page.state === 'ok' ? page : null}
      fallback={page.state === 'private' ? privateNotice : null}
    />
  );
}
