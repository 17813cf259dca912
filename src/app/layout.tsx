import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { FlagsProvider } from '@/components/flags-provider';
import { SessionProvider } from '@/components/session/session-context';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteSearchBox } from '@/features/search/components/site-search-box';
import { Toaster } from '@/components/ui/toaster';
import { getFlags } from '@/server/flags';
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

// The same HTML for everyone: the layout reads no session, so public pages can be cached
// (docs/decisions/022-cached-public-pages.md). Who is signed in reaches the header's islands
// through SessionProvider (one GET /session per page load); flags are global and stay here.
export default function RootLayout({ children }: { children: ReactNode }) {
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
          <SessionProvider>
            <SiteHeader search={<SiteSearchBox />} />
            <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
              {children}
            </main>
            <SiteFooter />
          </SessionProvider>
        </FlagsProvider>
        <Toaster />
      </body>
    </html>
  );
}
