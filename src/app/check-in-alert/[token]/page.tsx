import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Container } from '@/components/layout/container';
import { AlertView } from '@/features/check-ins/components/alert-view';
import { alertPage } from '@/features/check-ins/queries';
import { isEnabled } from '@/server/flags';

export const metadata: Metadata = {
  title: 'Missed check-in',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};
export const dynamic = 'force-dynamic';

// Decision 048: the random token opens one check-in for 72 hours; anything else is a 404.
export default async function CheckInAlertPage({ params }: { params: Promise<{ token: string }> }) {
  if (!isEnabled('check-ins')) notFound();
  const { token } = await params;
  const alert = await alertPage(token);
  if (!alert) notFound();
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{alert.facts.stageName}’s check-in</h1>
      <AlertView alert={alert} />
    </Container>
  );
}
