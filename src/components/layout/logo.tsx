import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';

/** Decorative; the wordmark names it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-accent" />
      <circle cx="16" cy="16" r="10.5" fill="none" strokeWidth="1.5" className="stroke-accent-foreground/35" />
      <path
        d="M8 21.5V11l8 7.5 8-7.5v10.5"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-accent-foreground"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn('inline-flex items-center gap-2 rounded-md text-foreground', className)}
      aria-label="Matside home"
    >
      <LogoMark />
      <span className="text-xl font-extrabold tracking-tight">
        Mat<span className="text-accent">side</span>
      </span>
    </Link>
  );
}
