import type { Metadata } from 'next';
import { ContactForm } from '@/features/contact/components/contact-form';

export const metadata: Metadata = { title: 'Contact' };

export default function ContactPage() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Contact</h1>
        <p className="text-muted-foreground">
          Questions, feedback or a problem with the site? Write to us and we will answer by e-mail.
        </p>
      </div>
      <ContactForm />
    </div>
  );
}
