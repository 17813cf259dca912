import type { Metadata } from 'next';
import { Lock } from 'lucide-react';
import { notFound } from 'next/navigation';
import { Container } from '@/components/layout/container';
import { EmptyState } from '@/components/ui/empty-state';
import { ClientProfileIsland } from '@/features/client-profiles/components/client-profile-island';
import { getClientProfileCached } from '@/features/client-profiles/queries';
import { segmentValue } from '@/lib/route-params';

// /client/{username} (spec §2 "Public client profile"; the spec gives no path, this one cannot
// collide with /guy/settings and the like). Cached and the same HTML for everyone (decision 022):
// the server renders what a visitor sees; references, girls' reviews of him, girls-only comments
// (and a hidden profile, for himself and moderators) come to the browser from
// GET /api/v1/client-profiles/{username}, where the same queries decide who sees what.

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
