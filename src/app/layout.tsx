import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { SiteSearchBox } from '@/features/search/components/site-search-box';
import { shareTags, SITE_DESCRIPTION, SITE_NAME } from '@/features/seo/share-metadata';
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
// the islands through SessionProvider. The chrome is one client component (site-chrome.tsx): its tree
// is not sent a second time as RSC flight data. The search box is a feature's, so it is passed in.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <SiteChrome flags={getFlags()} search={<SiteSearchBox />}>
          {children}
        </SiteChrome>
      </body>
    </html>
  );
}
