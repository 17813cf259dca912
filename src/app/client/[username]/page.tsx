import type { Metadata } from 'next';
import { Lock } from 'lucide-react';
import { notFound } from 'next/navigation';
import { Container } from '@/components/layout/container';
import { EmptyState } from '@/components/ui/empty-state';
import { ClientProfileView } from '@/features/client-profiles/components/client-profile-view';
import { getClientProfile } from '@/features/client-profiles/queries';
import { segmentValue } from '@/lib/route-params';
import { getActor } from '@/server/auth/actor';

// /client/{username} (spec §2 "Public client profile"; the spec gives no path, this one cannot
// collide with /guy/settings and the like). Read per request: what a viewer sees depends on who
// they are, and the queries decide it.

type Props = { params: Promise<{ username: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `@${segmentValue((await params).username)}`, robots: { index: false, follow: false } };
}

export default async function ClientProfilePage({ params }: Props) {
  const username = segmentValue((await params).username);
  const page = await getClientProfile(await getActor(), username);
  if (page.state === 'not-found') notFound();
  if (page.state === 'private') {
    return (
      <Container className="max-w-4xl py-12">
        <EmptyState icon={Lock} title="This account is set to private." />
      </Container>
    );
  }
  return <ClientProfileView page={page} />;
}
