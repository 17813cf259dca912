'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { cx } from '@/lib/class-names';
import { isActivePath, type NavLink } from './navigation';

export interface MainNavProps {
  links: readonly NavLink[];
  className?: string;
  onNavigate?: () => void;
  orientation?: 'horizontal' | 'vertical';
}

export function MainNav({ links, className, onNavigate, orientation = 'horizontal' }: MainNavProps) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={cx(orientation === 'horizontal' ? 'flex items-center gap-1' : 'flex flex-col gap-1', className)}>
      {links.map((link) => {
        const active = isActivePath(pathname, link.href);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cx(
                'block rounded-md font-medium transition-colors',
                orientation === 'horizontal' ? 'px-3 py-2 text-sm' : 'px-3 py-2.5 text-base',
                active
                  ? 'bg-accent-soft text-accent-strong'
                  : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
