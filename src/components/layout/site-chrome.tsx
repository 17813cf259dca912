'use client';

import type { ReactNode } from 'react';
import { FlagsProvider } from '@/components/flags-provider';
import { SessionProvider } from '@/components/session/session-context';
import { TimeZoneCookie } from '@/components/time-zone-cookie';
import { Toaster } from '@/components/ui/toaster';
import type { ResolvedFlags } from '@/lib/flags';
import { MonitoringLoader } from '@/lib/monitoring/monitoring-loader';
import { OfflineNavigation } from './offline-navigation';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Every page's chrome as one client module (decision 049, session 20). Rendered from the root layout
// as server components, the header, the footer and the providers crossed twice on every request: as
// HTML and again as RSC flight data, with a client reference row for each island. As one client
// component the flight data carries its reference, the flags and the search box's (a feature's
// component, so the layout passes it in); the HTML is the same.
export function SiteChrome({
  flags,
  search,
  children,
}: {
  flags: ResolvedFlags;
  search: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 text-accent-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <FlagsProvider flags={flags}>
        <SessionProvider>
          <SiteHeader search={search} />
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
    </>
  );
}
