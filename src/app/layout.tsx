import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { FlagsProvider } from '@/components/flags-provider';
import { SessionProvider } from '@/components/session/session-context';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteSearchBox } from '@/features/search/components/site-search-box';
import { Toaster } from '@/components/ui/toaster';
import { TimeZoneCookie } from '@/components/time-zone-cookie';
import { OfflineNavigation } from '@/components/layout/offline-navigation';
import { shareTags, SITE_DESCRIPTION, SITE_NAME } from '@/features/seo/share-metadata';
import { MonitoringLoader } from '@/lib/monitoring/monitoring-loader';
import { siteOrigin } from '@/server/absolute-url';
import { isBuildShell } from '@/server/build-phase';
import { getFlags } from '@/server/flags';
import './globals.css';

// metadataBase makes every relative URL absolute on APP_URL; a build-prerendered page is a shell
// the server's start drops (build-phase.ts).
export async function generateMetadata(): Promise<Metadata> {
  await isBuildShell();
  return {
    metadataBase: new URL(siteOrigin),
    title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
    description: SITE_DESCRIPTION,
    applicationName: SITE_NAME,
    // Pages without share tags of their own show the site's (no og:url: it would name the home page).
    ...shareTags({ title: SITE_NAME, description: SITE_DESCRIPTION }),
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#151821' },
  ],
};

// The same HTML for everyone, so public pages can be cached (decision 022): who is signed in reaches
// the islands through SessionProvider.
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
        <TimeZoneCookie />
        <OfflineNavigation />
        <MonitoringLoader />
      </body>
    </html>
  );
}
