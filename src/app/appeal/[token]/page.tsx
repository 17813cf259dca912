import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Container } from '@/components/layout/container';
import { AppealLinkPanel } from '@/features/appeals/components/appeal-link-panel';
import { appealLinkView } from '@/features/appeals/link-service';
import { isAppError } from '@/server/http/app-error';

export const metadata: Metadata = { title: 'Appeal', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

// Decision 039: the signed token is the only key; a bad one is the 404 of a missing page.
export default async function AppealLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await appealLinkView(token).catch((error: unknown) => {
    if (isAppError(error) && error.status === 404) notFound();
    throw error;
  });
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Appeal a decision</h1>
      <AppealLinkPanel token={token} view={view} />
    </Container>
  );
}
