'use client';

import { Menu } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/class-names';
import { useLiveFrom } from '@/lib/use-live-from';

/** The phone's sheet of the admin links (admin-nav-sheet.tsx), loaded at the first press. */
const AdminSheet = lazy(() => import('./admin-nav-sheet'));

/** Where the side column's `hidden lg:block` shows it (the theme's lg breakpoint). */
const SIDE_SHOWN_QUERY = '(min-width: 1200px)';

/** Every page of the admin area, in the side navigation's order. */
export const ADMIN_AREAS = [
  { href: '/admin', label: 'Overview' },
  { href: '/admin/moderate', label: 'Moderation queue' },
  { href: '/admin/timewasters', label: 'Timewasters' },
  { href: '/admin/scammers', label: 'Scammers' },
  { href: '/admin/problem-girls', label: 'Problem girls' },
  { href: '/admin/manage-girls', label: 'Girls' },
  { href: '/admin/manage-sessiongirls', label: 'Session girls' },
  { href: '/admin/random-sessiongirl', label: 'Random session girl' },
  { href: '/admin/manage-guys', label: 'Guys' },
  { href: '/admin/manage-bookings', label: 'Bookings' },
  { href: '/admin/manage-unverified-references', label: 'Unverified references' },
  { href: '/admin/manage-votes', label: 'Votes' },
  { href: '/admin/manage-follow-my-travels', label: 'Follow my travels' },
  { href: '/admin/manage-reputation-list', label: 'Reputation list' },
  { href: '/admin/audit-log', label: 'Audit log' },
  { href: '/admin/cache-revalidation', label: 'Cache revalidation' },
  { href: '/admin/jobs', label: 'Jobs' },
] as const;

function AreaLinks({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_AREAS.map((area) => {
        const active = area.href === '/admin' ? pathname === '/admin' : pathname.startsWith(area.href);
        return (
          <li key={area.href}>
            <Link
              href={area.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cx(
                'block rounded-md px-3 py-2 text-sm font-medium hover:bg-surface-muted',
                active ? 'bg-surface-muted text-foreground' : 'text-muted-foreground',
              )}
            >
              {area.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const SIDE_CLASS = 'hidden w-52 shrink-0 lg:block';

/**
 * The admin area's navigation: a side column on wide screens, a sheet behind a button on phones.
 * The sheet's dialog mounts at the first press: closed, it would still hydrate on every admin page
 * and commit a second time in the hydration's task (decision 051, session 15). Its module (and
 * Radix's dialog) loads then too, not with every admin page (session 18).
 */
export function AdminNav() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Decision 038: on a narrow screen the side column is hidden, so its seventeen links stay the
  // server's HTML (not hydrated) until the screen widens; the server and a wide screen render them.
  const [sideLive] = useLiveFrom(SIDE_SHOWN_QUERY);
  return (
    <>
      {sideLive ? (
        <nav key="live" aria-label="Admin" className={SIDE_CLASS}>
          <AreaLinks />
        </nav>
      ) : (
        // Hydrating an element with inner HTML leaves its server children in place, unhydrated;
        // widening replaces it with the live column (a new element, so nothing of it is reused).
        <nav
          key="static"
          aria-label="Admin"
          className={SIDE_CLASS}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: '' }}
        />
      )}
      <div className="lg:hidden">
        <Button
          ref={trigger}
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setAsked(true);
            setOpen(true);
          }}
        >
          <Menu className="size-4" aria-hidden /> Admin menu
        </Button>
        {asked ? (
          <Suspense fallback={null}>
            <AdminSheet open={open} onOpenChange={setOpen} trigger={trigger}>
              <AreaLinks onNavigate={() => setOpen(false)} />
            </AdminSheet>
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
