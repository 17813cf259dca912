import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { FlagsProvider } from '@/components/flags-provider';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteSearchBox } from '@/features/search/components/site-search-box';
import { Toaster } from '@/components/ui/toaster';
import { getViewer } from '@/server/auth/actor';
import { getFlags, isEnabled } from '@/server/flags';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Matside', template: '%s · Matside' },
  description:
    'Matside is the directory and safety community for women who offer wrestling and combat-sport sessions, and for the people who book them.',
  applicationName: 'Matside',
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#151821' },
  ],
};

// The header shows who is signed in, so every page reads the session: pages are rendered per
// request (private, no-store). Public pages that must be cached can move the account area into
// a client island fed by GET /session.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const viewer = await getViewer();
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-accent px-4 py-2 text-accent-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <FlagsProvider flags={getFlags()}>
          <SiteHeader viewer={viewer} isEnabled={isEnabled} search={<SiteSearchBox />} />
          <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
            {children}
          </main>
          <SiteFooter />
        </FlagsProvider>
        <Toaster />
      </body>
    </html>
  );
}
