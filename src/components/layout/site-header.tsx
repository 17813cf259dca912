import Link from 'next/link';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';
import { ADMIN_LINK, MAIN_NAV, accountLinks, visitorLinks, type IsEnabled, type Viewer } from './navigation';
import { UserMenu } from './user-menu';

export interface SiteHeaderProps {
  /** The signed-in user, or null for a visitor. Drives Login vs. the account menu and Admin. */
  viewer: Viewer | null;
  /** Feature flags (the root layout passes the server's `isEnabled`). */
  isEnabled: IsEnabled;
  /** The site search box; rendered inside the #site-search slot. */
  search?: ReactNode;
}

/** Sticky site header: logo, main navigation, search slot, account area, mobile menu. */
export function SiteHeader({ viewer, isEnabled, search }: SiteHeaderProps) {
  const isModerator = Boolean(viewer?.isModerator);
  const account = viewer ? accountLinks(viewer) : visitorLinks(isEnabled);
  // Moderators also get Admin in the main bar (spec section 6: "Admin link").
  const mainLinks = isModerator ? [...MAIN_NAV, ADMIN_LINK] : MAIN_NAV;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:px-6">
        <MobileNav links={mainLinks} accountLinks={account} username={viewer?.username} className="md:hidden" />
        <Logo className="mr-2" />

        <nav aria-label="Main" className="hidden md:block">
          <MainNav links={mainLinks} />
        </nav>

        {/*
          Filled by the site search issue. Below 1200 px it takes its own row (collapsed while
          empty); from 1200 px it sits between the navigation and the account area.
        */}
        <div
          id="site-search"
          data-slot="site-search"
          className="order-last basis-full empty:hidden lg:order-none lg:ml-auto lg:max-w-xs lg:flex-1 lg:basis-auto lg:empty:block"
        >
          {search}
        </div>

        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {viewer ? (
            <UserMenu username={viewer.username} avatarUrl={viewer.avatarUrl} links={account} />
          ) : (
            account.map((link, index) => (
              <Link
                key={link.href}
                href={link.href}
                className={cn(
                  buttonVariants({ variant: index === 0 ? 'primary' : 'secondary', size: 'sm' }),
                  index > 0 && 'hidden sm:inline-flex',
                )}
              >
                {link.label}
              </Link>
            ))
          )}
        </div>
      </div>
    </header>
  );
}
