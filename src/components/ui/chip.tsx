import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';

export type ChipTone = 'neutral' | 'accent' | 'danger' | 'warning' | 'success' | 'info';

export interface ChipProps {
  children: ReactNode;
  tone?: ChipTone;
  icon?: ReactNode;
  /** External URLs open in a new tab with rel="noopener noreferrer". */
  href?: string;
  className?: string;
}

export function Chip({ children, tone = 'neutral', icon, href, className }: ChipProps) {
  // A tone is one class (globals.css, components layer): `className` wins over it.
  const classes = cx(
    `chip-${tone}`,
    href && 'transition-colors hover:border-accent hover:text-accent-strong',
    className,
  );
  const content = (
    <>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      <span className="truncate">{children}</span>
    </>
  );
  if (!href) return <span className={classes}>{content}</span>;
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={classes} target="_blank" rel="noopener noreferrer nofollow">
        {content}
      </a>
    );
  }
  return (
    <Link href={href} className={classes}>
      {content}
    </Link>
  );
}
