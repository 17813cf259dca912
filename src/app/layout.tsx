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

// metadataBase: every relative URL in the tags (canonical, og:url, og:image) becomes absolute on
// APP_URL. A page the build prerenders would carry the build's APP_URL, so isBuildShell() tags it
// to be dropped when the server starts (src/server/build-phase.ts) and rendered again on the served one.
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
        <TimeZoneCookie />
        <OfflineNavigation />
        <MonitoringLoader />
      </body>
    </html>
  );
}
