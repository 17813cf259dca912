import type { ReactNode } from 'react';
import { HeaderAccount, HeaderMainNav, HeaderMobileNav } from './header-islands';
import { Logo } from './logo';

export interface SiteHeaderProps {
  search?: ReactNode;
}

/** The same HTML for everyone (cacheable); who is signed in is filled in by client islands. */
export function SiteHeader({ search }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:px-6">
        <HeaderMobileNav className="md:hidden" />
        <Logo className="mr-2" />

        <nav aria-label="Main" className="hidden md:block">
          <HeaderMainNav />
        </nav>

        {/*
          Below 1200 px the search box takes its own row (collapsed while empty); from 1200 px it
          sits between the navigation and the account area, taking the room they leave (from 10rem
          up to 20rem): sized from its content it pushed a visitor's sign-up buttons onto a second
          row at 1280 px.
        */}
        <div
          id="site-search"
          data-slot="site-search"
          className="order-last basis-full empty:hidden lg:order-none lg:ml-auto lg:max-w-xs lg:min-w-40 lg:flex-1 lg:basis-0 lg:empty:block"
        >
          {search}
        </div>

        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
