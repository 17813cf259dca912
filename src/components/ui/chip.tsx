import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export type ChipTone = 'neutral' | 'accent' | 'danger' | 'warning' | 'success' | 'info';

const tones: Record<ChipTone, string> = {
  neutral: 'border-border bg-surface-muted text-foreground',
  accent: 'border-accent/30 bg-accent-soft text-accent-strong',
  danger: 'border-danger/30 bg-danger-soft text-danger-strong',
  warning: 'border-warning/50 bg-warning-soft text-warning-strong',
  success: 'border-success/30 bg-success-soft text-success-strong',
  info: 'border-info/30 bg-info-soft text-info-strong',
};

export interface ChipProps {
  children: ReactNode;
  tone?: ChipTone;
  icon?: ReactNode;
  /** External URLs open in a new tab with rel="noopener noreferrer". */
  href?: string;
  className?: string;
}

export function Chip({ children, tone = 'neutral', icon, href, className }: ChipProps) {
  const classes = cn(
    'inline-flex max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium [&_svg]:size-3.5 [&_svg]:shrink-0',
    tones[tone],
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
