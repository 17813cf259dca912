import { CalendarPlus } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button';
import { loginHref } from '@/features/accounts/login-href';
import type { ProfileActionProps } from '@/features/profile-actions/props';

/** 'Book' on a profile: guys go to the booking form, visitors log in first; others see nothing. */
export function BookButton({ stageName, viewerKind }: ProfileActionProps) {
  if (viewerKind === 'girl' || viewerKind === 'moderator') return null;
  const bookPath = `/book/${encodeURIComponent(stageName)}`;
  return (
    <Link
      href={viewerKind === 'visitor' ? loginHref(bookPath) : bookPath}
      className={buttonVariants({ variant: 'primary' })}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      Book
    </Link>
  );
}
