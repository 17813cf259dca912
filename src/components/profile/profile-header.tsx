import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/media/responsive-image';
import type { PictureData } from '@/lib/media';
import { cx } from '@/lib/class-names';

const FRAMES = {
  portrait: 'aspect-[4/5] w-40 rounded-card border border-border sm:w-48',
  square: 'aspect-square w-40 rounded-card border border-border sm:w-48',
  round: 'aspect-square w-40 rounded-full border border-border sm:w-48',
  avatar: 'size-32 rounded-full border-4 border-surface shadow-md sm:size-40',
} as const;

/** The page's LCP image. */
export function ProfilePortrait({
  picture,
  alt,
  frame,
  emptyText = 'Profile has no picture.',
}: {
  picture: PictureData | null;
  alt: string;
  frame: keyof typeof FRAMES;
  emptyText?: string;
}) {
  return (
    <div className={cx('relative shrink-0 overflow-hidden bg-surface-muted', FRAMES[frame])}>
      {picture ? (
        <ResponsiveImage
          picture={picture}
          alt={alt}
          sizes={frame === 'avatar' ? '(min-width: 640px) 160px, 128px' : '(min-width: 640px) 192px, 160px'}
          priority
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div
          className={cx(
            'absolute inset-0 flex flex-col items-center justify-center gap-1 text-center text-muted-foreground',
            frame === 'round' ? 'p-4' : 'p-2',
          )}
        >
          <UserRound aria-hidden="true" className="size-10 opacity-50" />
          <p className="text-xs">{emptyText}</p>
        </div>
      )}
    </div>
  );
}

export function ProfileHeader({
  portrait,
  eyebrow,
  title,
  subtitle,
  children,
}: {
  portrait: ReactNode;
  eyebrow?: string;
  title: string;
  subtitle?: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      {portrait}
      <div className="flex min-w-0 flex-col gap-3">
        {eyebrow ? (
          <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">{eyebrow}</p>
        ) : null}
        <div>
          <h1 className="text-2xl font-bold tracking-tight user-text sm:text-3xl">{title}</h1>
          {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
