import { Unhydrated } from '@/components/ui/unhydrated';
import type { DashboardLink } from '../types';

/** The role's menu as a list of large tap targets (most visitors are on a phone); its list follows the anchors. */
export function DashboardMenu({ links }: { links: readonly DashboardLink[] }) {
  return (
    <nav aria-label="Dashboard">
      <Unhydrated
        followLinks
        className="flex flex-col divide-y divide-border overflow-hidden rounded-card border border-border bg-surface"
      >
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="flex items-center justify-between gap-3 px-4 py-3 text-sm font-medium hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-none"
            >
              {link.label}
              <span aria-hidden="true" className="icon-chevron-right size-4 shrink-0 text-muted-foreground" />
            </a>
          </li>
        ))}
      </Unhydrated>
    </nav>
  );
}
