import type { HTMLAttributes } from 'react';
import { cx, utility, withOverrides } from '@/lib/class-names';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={withOverrides(
        'flex flex-col rounded-card border border-border bg-surface text-foreground shadow-xs',
        className,
        [utility.borderColor],
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={withOverrides('flex flex-col gap-1 p-4 sm:p-5', className, [utility.flexDirection, utility.gap])}
      {...props}
    />
  );
}

/** An h3 by default; pass `as` for the right outline level. */
export function CardTitle({
  className,
  as: Tag = 'h3',
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' | 'h4' | 'p' }) {
  return (
    <Tag
      className={withOverrides('text-base leading-snug font-semibold', className, [
        [utility.fontSize, utility.fontSizeOrLeading],
      ])}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cx('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('px-4 pb-4 sm:px-5 sm:pb-5', className)} {...props} />;
}
