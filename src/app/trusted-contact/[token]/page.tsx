import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Container } from '@/components/layout/container';
import { ContactConsent } from '@/features/check-ins/components/contact-consent';
import { getContactLink } from '@/features/check-ins/contacts-service';
import { isEnabled } from '@/server/flags';

export const metadata: Metadata = {
  title: 'Trusted contact',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};
export const dynamic = 'force-dynamic';

// Decision 048. Opening the link changes nothing (mail scanners open links); a button does.
export default async function TrustedContactPage({ params }: { params: Promise<{ token: string }> }) {
  if (!isEnabled('check-ins')) notFound();
  const { token } = await params;
  const link = await getContactLink(token);
  if (!link) notFound();
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Be {link.stageName}’s trusted contact</h1>
      <p className="text-sm text-muted-foreground">
        Hello {link.contactName}. {link.stageName} uses Matside’s check-ins during her sessions. If she does not check
        in by the time she set, you get an e-mail with where she is, with whom and until when. You get nothing else
        about her account, and you can stop at any time from this page.
      </p>
      <ContactConsent token={token} stageName={link.stageName} initialActive={link.active} />
    </Container>
  );
}
