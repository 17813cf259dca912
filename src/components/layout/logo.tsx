import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';

// Inner HTML: hydrated on every page, each child element would be a fiber (decision 038).
const MARK_SHAPES = {
  __html:
    '<rect width="32" height="32" rx="8" class="fill-accent"></rect>' +
    '<circle cx="16" cy="16" r="10.5" fill="none" stroke-width="1.5" class="stroke-accent-foreground/35"></circle>' +
    '<path d="M8 21.5V11l8 7.5 8-7.5v10.5" fill="none" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" class="stroke-accent-foreground"></path>',
};

/** Decorative; the wordmark names it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8', className)}
      dangerouslySetInnerHTML={MARK_SHAPES}
    />
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
